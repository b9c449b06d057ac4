package org.repobench.provision;

import org.repobench.store.jdbc.JdbcDialect;

/** The last resort before "unavailable": a server process the suite starts and stops itself. */
public final class EmbeddedServers implements ServerLauncher {

    @Override
    public StartedServer start(JdbcDialect dialect) throws ServerStartException {
        return switch (dialect) {
            case POSTGRESQL -> EmbeddedPostgresServer.start();
            case MYSQL -> EmbeddedMariaDbServer.start();
        };
    }
}
