package org.repobench.gate;

/**
 * The gate could not reach a verdict: a revision did not build, a benchmark step failed, the JMH lock never came free.
 * Reported as one line (plus the log it points to) with exit code 2, never as a regression.
 */
public class GateException extends RuntimeException {
    public GateException(String message) {
        super(message);
    }

    public GateException(String message, Throwable cause) {
        super(message, cause);
    }
}
