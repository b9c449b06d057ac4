package org.repobench.store;

import java.nio.file.Path;
import java.util.regex.Pattern;

/**
 * Where one repository's data lives: a local directory (always: the binary store, and the whole store for
 * file-backed kinds) and a name that is safe as a SQL identifier (a table name for relational kinds).
 */
public record StoreLocation(Path directory, String name) {
    private static final Pattern SAFE_NAME = Pattern.compile("[a-z][a-z0-9_]{0,62}");

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
}
