package org.repobench.flame;

/** A recording that cannot be read or a graph that cannot be written, said in one line naming the file. */
public final class FlameException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public FlameException(String message) {
        super(message);
    }

    public FlameException(String message, Throwable cause) {
        super(message, cause);
    }
}
