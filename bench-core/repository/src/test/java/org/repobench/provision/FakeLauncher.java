package org.repobench.provision;

import org.repobench.store.jdbc.JdbcDialect;
import org.repobench.store.jdbc.DatabaseServer;
import org.repobench.store.settings.Provisioning;

import java.util.ArrayList;
import java.util.List;

/** A launcher that "starts" servers instantly (or fails with a given reason) and remembers what it did. */
final class FakeLauncher implements ServerLauncher {
    final List<JdbcDialect> requests = new ArrayList<>();
    final List<FakeServer> servers = new ArrayList<>();
    private final Provisioning provisioning;
    private final int port;
    private final String password;
    private final String failure;

    private FakeLauncher(Provisioning provisioning, int port, String password, String failure) {
        this.provisioning = provisioning;
        this.port = port;
        this.password = password;
        this.failure = failure;
    }

    static FakeLauncher serving(Provisioning provisioning, int port, String password) {
        return new FakeLauncher(provisioning, port, password, null);
    }

    static FakeLauncher failing(String reason) {
        return new FakeLauncher(Provisioning.EMBEDDED, 0, "", reason);
    }

    @Override
    public StartedServer start(JdbcDialect dialect) throws ServerStartException {
        requests.add(dialect);
        if (failure != null) {
            throw new ServerStartException(failure);
        }
        FakeServer server = new FakeServer(new DatabaseServer(dialect, dialect.urlPrefix() + "//127.0.0.1:" + port
                + "/bench", "bench", password, provisioning));
        servers.add(server);
        return server;
    }

    static final class FakeServer implements StartedServer {
        private final DatabaseServer database;
        boolean closed;

        FakeServer(DatabaseServer database) {
            this.database = database;
        }

        @Override
        public DatabaseServer database() {
            return database;
        }

        @Override
        public String description() {
            return "fake " + database.provisioning().label();
        }

        @Override
        public void close() {
            closed = true;
        }
    }
}
