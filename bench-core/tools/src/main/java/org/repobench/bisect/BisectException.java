package org.repobench.bisect;

/**
 * What the user can fix, or a bisect that cannot go on as asked: not a git checkout, a commit that does not exist or
 * does not build, a log written with other settings. One line, exit 2, never a regression.
 */
public class BisectException extends RuntimeException {
    public BisectException(String message) {
        super(message);
    }
}
