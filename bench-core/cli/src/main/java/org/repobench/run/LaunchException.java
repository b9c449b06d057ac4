package org.repobench.run;

/**
 * A run that cannot start as asked (an unknown option or param value, no matching benchmark, no store that can run):
 * the user's to fix, so one line and exit code 2, before any fork.
 */
public class LaunchException extends RuntimeException {
    public LaunchException(String message) {
        super(message);
    }
}
