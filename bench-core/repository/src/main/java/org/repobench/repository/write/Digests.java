package org.repobench.repository.write;

import java.io.IOException;
import java.io.InputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/** Computes the digests a client asked for (plus SHA-1, ModeShape's own) in one pass over the bytes. */
final class Digests {
    private Digests() {
    }

    /** Algorithm names as clients send them in a Digest header: sha1, sha-256, md5. */
    static Map<String, String> compute(BinarySource source, Iterable<String> algorithms, long[] sizeOut)
            throws IOException {
        Map<String, MessageDigest> digests = new LinkedHashMap<>();
        digests.put("sha1", newDigest("sha1"));
        for (String algorithm : algorithms) {
            digests.putIfAbsent(algorithm.toLowerCase(Locale.ROOT), newDigest(algorithm));
        }
        long size = 0;
        byte[] buffer = new byte[64 * 1024];
        try (InputStream in = source.open()) {
            for (int read; (read = in.read(buffer)) > 0; size += read) {
                for (MessageDigest digest : digests.values()) {
                    digest.update(buffer, 0, read);
                }
            }
        }
        sizeOut[0] = size;
        Map<String, String> hex = new LinkedHashMap<>();
        digests.forEach((name, digest) -> hex.put(name, HexFormat.of().formatHex(digest.digest())));
        return hex;
    }

    private static MessageDigest newDigest(String algorithm) {
        String javaName = switch (algorithm.toLowerCase(Locale.ROOT)) {
            case "sha1", "sha-1" -> "SHA-1";
            case "sha256", "sha-256" -> "SHA-256";
            case "md5" -> "MD5";
            default -> throw new IllegalArgumentException("digest algorithm '" + algorithm
                    + "' is not supported; accepted: md5, sha1, sha-256");
        };
        try {
            return MessageDigest.getInstance(javaName);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(javaName + " missing from this JVM", e);
        }
    }
}
