package org.repobench.provision;

import java.security.SecureRandom;
import java.util.HexFormat;

/** Passwords and keys for servers the suite starts: made up per server, known only to this run. */
final class RandomKeys {
    private static final SecureRandom RANDOM = new SecureRandom();

    private RandomKeys() {
    }

    /** 32 hex digits. */
    static String next() {
        byte[] bytes = new byte[16];
        RANDOM.nextBytes(bytes);
        return HexFormat.of().formatHex(bytes);
    }
}
