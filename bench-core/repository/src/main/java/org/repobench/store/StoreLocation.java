package org.repobench.store;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.regex.Pattern;

/**
 * Where one repository's data lives: a local directory (always: the binary store, and the whole store for
 * file-backed kinds) and a name that is safe as a SQL identifier (a table name for relational kinds).
 */
public record StoreLocation(Path directory, String name) {
    private static final Pattern SAFE_NAME = Pattern.compile("[a-z][a-z0-9_]{0,62}");
    private static final int HASH_CHARS = 8;

    public StoreLocation {
        if (!SAFE_NAME.matcher(name).matches()) {
            throw new IllegalArgumentException("store name '" + name
                    + "' is not accepted: use 1-63 characters of a-z, 0-9 and _, starting with a letter");
        }
        directory = directory.toAbsolutePath();
    }

    public Path binaries() {
        return directory.resolve("binaries");
    }

    /**
     * The name, or when it is longer than {@code maxLength} its start and a hash of the whole: for names derived from
     * this one under a tighter limit (a schema with a suffix, a bucket with a prefix), which must stay unique.
     */
    public String nameWithin(int maxLength) {
        if (name.length() <= maxLength) {
            return name;
        }
        try {
            String hash = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(name.getBytes(StandardCharsets.UTF_8))).substring(0, HASH_CHARS);
            return name.substring(0, maxLength - HASH_CHARS - 1) + "_" + hash;
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
