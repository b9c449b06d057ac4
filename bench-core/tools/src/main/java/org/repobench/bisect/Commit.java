package org.repobench.bisect;

/**
 * A commit of the checkout being bisected.
 *
 * @param sha     its full sha
 * @param subject the first line of its message
 */
public record Commit(String sha, String subject) {
    /** The first 10 hex digits, as the table and the lines print it. */
    public String shortSha() {
        return sha.length() > 10 ? sha.substring(0, 10) : sha;
    }

    /** "1a2b3c4d5e Subject": what a line names the commit by. */
    public String describe() {
        return shortSha() + " " + subject;
    }
}
