package org.repobench.provision;

import org.repobench.store.Directories;
import org.repobench.store.jdbc.DatabaseServer;

import java.nio.file.Path;

/**
 * A database server process this JVM started from bundled binaries, living in a private directory that goes with it:
 * closing stops the process first and then deletes the directory, even when stopping fails.
 */
final class EmbeddedServer implements StartedServer {
    /** How to stop the library's server object. */
    @FunctionalInterface
    interface Stopper {
        void stop() throws Exception;
    }

    private final String description;
    private final Path root;
    private final DatabaseServer database;
    private final Stopper stopper;

    EmbeddedServer(String description, Path root, DatabaseServer database, Stopper stopper) {
        this.description = description;
        this.root = root;
        this.database = database;
        this.stopper = stopper;
    }

    /** The private directory holding the server's data, removed on close. */
    Path directory() {
        return root;
    }

    @Override
    public DatabaseServer database() {
        return database;
    }

    @Override
    public String description() {
        return description;
    }

    @Override
    public void close() throws Exception {
        try {
            stopper.stop();
        } finally {
            Directories.delete(root);
        }
    }
}
