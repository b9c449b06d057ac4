package org.repobench.repository.version;

/**
 * The labels a version may have: fcrepo 4.7's rule (none of {@code ~#@*+%{}<>[]|"^}, VersionServiceImpl), plus what
 * a JCR label, being a JCR name, cannot hold: no '/' or ':', no surrounding blanks, not empty.
 */
public final class VersionLabels {
    private static final String FCREPO_INVALID = "~#@*+%{}<>[]|\"^";
    private static final String JCR_INVALID = "/:";

    private VersionLabels() {
    }

    /** @throws IllegalArgumentException with a one-line reason if the label cannot name a version */
    public static void check(String label) {
        if (label == null || label.isBlank()) {
            throw new IllegalArgumentException("a new version needs a label");
        }
        if (!label.equals(label.strip())) {
            throw new IllegalArgumentException("invalid version label '" + label
                    + "': it may not begin or end with blanks");
        }
        for (int i = 0; i < label.length(); i++) {
            char c = label.charAt(i);
            if (FCREPO_INVALID.indexOf(c) >= 0 || JCR_INVALID.indexOf(c) >= 0 || Character.isISOControl(c)) {
                throw new IllegalArgumentException("invalid version label '" + label + "': it may not contain '" + c
                        + "' (nor any of " + FCREPO_INVALID + JCR_INVALID + " or control characters)");
            }
        }
    }
}
