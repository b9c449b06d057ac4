package org.repobench.provision;

import org.repobench.store.Directories;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** A private temporary directory per started server, so concurrent runs never share data or sockets. */
final class ServerDirectories {
    private ServerDirectories() {
    }

    static Path create(String prefix) throws ServerStartException {
        try {
            return Files.createTempDirectory(prefix);
        } catch (IOException e) {
            throw new ServerStartException("cannot create a temporary directory for the server under "
                    + System.getProperty("java.io.tmpdir") + ": " + e.getMessage(), e);
        }
    }

    static void deleteQuietly(Path directory, Throwable failure) {
        try {
            Directories.delete(directory);
        } catch (IOException | RuntimeException e) {
            failure.addSuppressed(e);
        }
    }
}
