package org.repobench.store.jdbc;

/** Connects once to a server and says what it is; a separate interface so resolution can be tested without one. */
@FunctionalInterface
public interface ServerCheck {

    /** @throws org.repobench.store.StoreUnavailableException with a one-line reason when the server cannot be used */
    ServerInfo check(DatabaseServer database);
}
