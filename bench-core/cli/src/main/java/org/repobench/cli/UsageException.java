package org.repobench.cli;

/** Bad input from the user: printed as one line, exit code 2. Say what was wrong, the value, and what is accepted. */
public final class UsageException extends RuntimeException {
    public UsageException(String message) {
        super(message);
    }
}
