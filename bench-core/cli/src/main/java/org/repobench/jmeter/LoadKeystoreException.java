package org.repobench.jmeter;

/**
 * A load keystore that cannot be made or used: missing, without its password, not opened by it, holding no key pair,
 * expired, or one that would overwrite another. The user's to fix; its message is one line naming the file.
 */
public final class LoadKeystoreException extends RuntimeException {
    public LoadKeystoreException(String message) {
        super(message);
    }

    public LoadKeystoreException(String message, Throwable cause) {
        super(message, cause);
    }
}
