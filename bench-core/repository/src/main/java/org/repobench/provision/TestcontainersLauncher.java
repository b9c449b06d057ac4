package org.repobench.provision;

import org.repobench.store.jdbc.JdbcDialect;
import org.repobench.store.jdbc.DatabaseServer;
import org.repobench.store.settings.Provisioning;
import org.testcontainers.containers.JdbcDatabaseContainer;
import org.testcontainers.containers.MySQLContainer;
import org.testcontainers.containers.PostgreSQLContainer;
import org.testcontainers.utility.DockerImageName;
import org.testcontainers.utility.MountableFile;

/**
 * postgres:15 and mysql:8.0 containers with the configuration files docker compose uses. They are started in the
 * host JVM and stay up for the whole run; forks get their plain JDBC URL, never a {@code jdbc:tc:} one.
 */
public final class TestcontainersLauncher implements ServerLauncher {
    static final String POSTGRES_IMAGE = "postgres:15";
    static final String MYSQL_IMAGE = "mysql:8.0";
    private static final String DATABASE = "repobench";
    private static final String USER = "repobench";
    // mysqld ignores world-writable option files
    private static final int CONFIG_FILE_MODE = 0644;

    @Override
    public StartedServer start(JdbcDialect dialect) throws ServerStartException {
        DockerConfigFiles files = DockerConfigFiles.locate();
        JdbcDatabaseContainer<?> container = switch (dialect) {
            case POSTGRESQL -> new PostgreSQLContainer<>(DockerImageName.parse(POSTGRES_IMAGE))
                    .withCopyFileToContainer(MountableFile.forHostPath(
                            files.require("postgresql/postgresql.conf"), CONFIG_FILE_MODE),
                            "/etc/postgresql/postgresql.conf")
                    // replaces Testcontainers' default "-c fsync=off", which would flatter every write measured
                    .withCommand("postgres", "-c", "config_file=/etc/postgresql/postgresql.conf");
            case MYSQL -> new MySQLContainer<>(DockerImageName.parse(MYSQL_IMAGE))
                    .withCopyFileToContainer(MountableFile.forHostPath(
                            files.require("mysql/my.cnf"), CONFIG_FILE_MODE), "/etc/mysql/conf.d/repobench.cnf");
        };
        String image = dialect == JdbcDialect.POSTGRESQL ? POSTGRES_IMAGE : MYSQL_IMAGE;
        // MySQL's root: binaryStore=DATABASE creates a database per store location, which the image's own user may not
        container.withDatabaseName(DATABASE).withUsername(dialect == JdbcDialect.MYSQL ? "root" : USER)
                .withPassword(RandomKeys.next());
        try {
            container.start();
        } catch (RuntimeException e) {
            container.stop();
            throw new ServerStartException("testcontainers " + image + " did not start: "
                    + FailureReasons.of(e, null), e);
        }
        DatabaseServer database = new DatabaseServer(dialect, container.getJdbcUrl(), container.getUsername(),
                container.getPassword(), Provisioning.TESTCONTAINERS);
        return new StartedServer() {
            @Override
            public DatabaseServer database() {
                return database;
            }

            @Override
            public String description() {
                return "testcontainers " + image;
            }

            @Override
            public void close() {
                container.stop();
            }
        };
    }
}
