package org.repobench.profile;

/** A file that cannot be read as a flight recording, said in one line naming it and what is accepted. */
public final class RecordingException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public RecordingException(String message) {
        super(message);
    }
}
