package org.repobench.jmeter;

/** A load that did not do what it was asked: an engine that died, writes the server lost, a load that never ended. */
public final class LoadFailedException extends Exception {
    public LoadFailedException(String message) {
        super(message);
    }
}
