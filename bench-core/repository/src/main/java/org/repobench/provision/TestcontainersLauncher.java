package org.repobench.provision;

import org.repobench.store.jdbc.JdbcDialect;
import org.repobench.store.jdbc.DatabaseServer;
import org.repobench.store.settings.Environment;
import org.repobench.store.settings.Provisioning;
import org.testcontainers.containers.JdbcDatabaseContainer;
import org.testcontainers.mysql.MySQLContainer;
import org.testcontainers.postgresql.PostgreSQLContainer;
import org.testcontainers.utility.DockerImageName;
import org.testcontainers.utility.MountableFile;

/**
 * PostgreSQL 15 and MySQL 8.0 containers with the configuration files docker compose uses, from the official images
 * or the stand-ins the settings name ({@link ContainerImage}). They are started in the host JVM and stay up for the
 * whole run; forks get their plain JDBC URL, never a {@code jdbc:tc:} one.
 */
public final class TestcontainersLauncher implements ServerLauncher {
    private static final String DATABASE = "repobench";
    private static final String USER = "repobench";
    // mysqld ignores world-writable option files
    private static final int CONFIG_FILE_MODE = 0644;
    // as docker/compose.yml: PostgreSQL's parallel workers share memory through /dev/shm, 64 MB by default
    private static final long SHARED_MEMORY_BYTES = 256L * 1024 * 1024;
    private final Environment environment;

    public TestcontainersLauncher(Environment environment) {
        this.environment = environment;
    }

    @Override
    public StartedServer start(JdbcDialect dialect) throws ServerStartException {
        ContainerImage.Chosen image = ContainerImage.of(dialect).choose(environment);
        DockerConfigFiles files = DockerConfigFiles.locate();
        JdbcDatabaseContainer<?> container = switch (dialect) {
            case POSTGRESQL -> postgresql(image.name(), files);
            case MYSQL -> mysql(image.name())
                    .withCopyFileToContainer(MountableFile.forHostPath(
                            files.require("mysql/my.cnf"), CONFIG_FILE_MODE), "/etc/mysql/conf.d/repobench.cnf");
        };
        // MySQL's root: binaryStore=DATABASE creates a database per store location, which the image's own user may not
        container.withDatabaseName(DATABASE).withUsername(dialect == JdbcDialect.MYSQL ? "root" : USER)
                .withPassword(RandomKeys.next());
        String description = "testcontainers " + image.description();
        OwnedContainer owned = OwnedContainer.start(container, description);
        DatabaseServer database = new DatabaseServer(dialect, container.getJdbcUrl(),
                container.getUsername(), container.getPassword(), Provisioning.TESTCONTAINERS);
        return new StartedServer() {
            @Override
            public DatabaseServer database() {
                return database;
            }

            @Override
            public String description() {
                return description;
            }

            @Override
            public void close() {
                owned.close();
            }
        };
    }

    private static PostgreSQLContainer postgresql(DockerImageName image, DockerConfigFiles files)
            throws ServerStartException {
        String host = OwnedContainer.host();
        PostgreSQLContainer container = new PostgreSQLContainer(image) {
            @Override
            public String getHost() {
                return host;
            }
        };
        return container.withSharedMemorySize(SHARED_MEMORY_BYTES)
                .withCopyFileToContainer(MountableFile.forHostPath(
                        files.require("postgresql/postgresql.conf"), CONFIG_FILE_MODE),
                        "/etc/postgresql/postgresql.conf")
                // replaces Testcontainers' default "-c fsync=off", which would flatter every write measured
                .withCommand("postgres", "-c", "config_file=/etc/postgresql/postgresql.conf");
    }

    private static MySQLContainer mysql(DockerImageName image) {
        String host = OwnedContainer.host();
        return new MySQLContainer(image) {
            @Override
            public String getHost() {
                return host;
            }
        };
    }
}
