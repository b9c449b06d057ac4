package org.repobench.provision;

import org.repobench.store.jdbc.JdbcDialect;

/** Starts a database server of one kind: Testcontainers, or an embedded server. */
@FunctionalInterface
public interface ServerLauncher {

    /** @throws ServerStartException whose message is the precise, one-line reason the server could not start */
    StartedServer start(JdbcDialect dialect) throws ServerStartException;

    /** A launcher that never starts a server, saying why: where a run or test must take another branch. */
    static ServerLauncher refusing(String why) {
        return dialect -> {
            throw new ServerStartException(why);
        };
    }
}
