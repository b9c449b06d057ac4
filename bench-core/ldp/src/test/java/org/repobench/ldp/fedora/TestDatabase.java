package org.repobench.ldp.fedora;

import org.repobench.provision.EveryStore;
import org.repobench.provision.ProvisionedStores;
import org.repobench.provision.TestEngine;
import org.repobench.store.StoreKind;
import org.repobench.store.jdbc.ExplicitServer;
import org.repobench.store.jdbc.JdbcConnections;
import org.repobench.store.jdbc.JdbcDialect;
import org.repobench.store.jdbc.DatabaseServer;
import org.repobench.store.jdbc.ServerAddress;
import org.repobench.store.settings.Environment;

import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.EnumSet;
import java.util.HexFormat;
import java.util.Optional;

/**
 * A PostgreSQL database of its own for one test class, made on the server the suite's settings name
 * (REPOBENCH_POSTGRESQL_URL, e.g. the local service) or, when they name none, on the one the suite provisions as its
 * other tests do (EveryStore), and dropped on close.
 */
final class TestDatabase implements AutoCloseable {
    private final DatabaseServer admin;
    private final String name;
    private final DatabaseServer target;
    private final ProvisionedStores container;

    private TestDatabase(DatabaseServer admin, String name, DatabaseServer target, ProvisionedStores container) {
        this.admin = admin;
        this.name = name;
        this.target = target;
        this.container = container;
    }

    static TestDatabase postgresql() throws SQLException {
        JdbcDialect dialect = JdbcDialect.POSTGRESQL;
        Optional<DatabaseServer> server = ExplicitServer.lookup(dialect, Environment.system());
        if (server.isEmpty()) {
            // provisions every store once per JVM and sets REPOBENCH_POSTGRESQL_URL and _USER as system properties
            EveryStore.kinds();
            server = ExplicitServer.lookup(dialect, Environment.system());
        }
        DatabaseServer admin = server.orElseThrow(() -> new AssertionError("no PostgreSQL server: set "
                + dialect.settings().url() + " (e.g. " + dialect.localExample().url() + ")"));
        return on(admin, null);
    }

    /**
     * The same on a PostgreSQL container of its own ({@link TestEngine#containersOnly()}), stopped on close; while it
     * runs, this JVM's settings name it.
     */
    static TestDatabase postgresqlInContainer() throws SQLException {
        ProvisionedStores container = TestEngine.containersOnly().provision(EnumSet.of(StoreKind.POSTGRESQL), true);
        System.out.println("postgresql: " + container.sources().get("postgresql"));
        try {
            return on(ExplicitServer.lookup(JdbcDialect.POSTGRESQL, Environment.system()).orElseThrow(), container);
        } catch (SQLException | RuntimeException e) {
            container.close();
            throw e;
        }
    }

    private static TestDatabase on(DatabaseServer admin, ProvisionedStores container) throws SQLException {
        JdbcDialect dialect = JdbcDialect.POSTGRESQL;
        byte[] random = new byte[6];
        new SecureRandom().nextBytes(random);
        String name = "rbldp_" + HexFormat.of().formatHex(random);
        try (Connection connection = JdbcConnections.open(admin); Statement statement = connection.createStatement()) {
            statement.execute("CREATE DATABASE " + name);
        }
        ServerAddress address = admin.address();
        DatabaseServer target = new DatabaseServer(dialect, "jdbc:postgresql://" + address.hostPort() + "/" + name,
                admin.user(), admin.password(), admin.provisioning());
        return new TestDatabase(admin, name, target, container);
    }

    DatabaseServer target() {
        return target;
    }

    String name() {
        return name;
    }

    @Override
    public void close() throws SQLException {
        try (Connection connection = JdbcConnections.open(admin); Statement statement = connection.createStatement()) {
            // FORCE (PostgreSQL 13+): a server that was killed may leave a connection the database must not wait for
            statement.execute("DROP DATABASE IF EXISTS " + name + " WITH (FORCE)");
        } finally {
            if (container != null) {
                container.close();
            }
        }
    }
}
