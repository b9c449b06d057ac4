package org.repobench.provision;

import com.github.dockerjava.api.command.InspectContainerResponse;
import org.repobench.store.jdbc.JdbcDialect;
import org.repobench.store.jdbc.DatabaseServer;
import org.repobench.store.settings.Environment;
import org.repobench.store.settings.Provisioning;
import org.testcontainers.containers.JdbcDatabaseContainer;
import org.testcontainers.mysql.MySQLContainer;
import org.testcontainers.postgresql.PostgreSQLContainer;
import org.testcontainers.utility.DockerImageName;
import org.testcontainers.utility.MountableFile;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;

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
        image.ensurePresent(environment);
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
        return new MySql(image, OwnedContainer.host());
    }

    /**
     * MySQL, started once, whose start fails as soon as its container exits. Testcontainers tries MySQL three times,
     * and its JDBC wait sleeps on while the container is not running, so an image that exits (a wrong one, a missing
     * setting) cost six minutes before the line; this one says it at once, with the exit code and, through
     * {@link OwnedContainer}, the container's last line.
     */
    private static final class MySql extends MySQLContainer {
        private static final Duration STARTUP = Duration.ofSeconds(120);
        private static final long POLL_MILLIS = 100;
        private final String host;

        MySql(DockerImageName image, String host) {
            super(image);
            this.host = host;
            withStartupTimeoutSeconds((int) STARTUP.toSeconds());
        }

        @Override
        protected void configure() {
            super.configure();
            // after Testcontainers' own configure(), which asks for three
            setStartupAttempts(1);
        }

        @Override
        public String getHost() {
            return host;
        }

        @Override
        protected void waitUntilContainerStarted() {
            Instant deadline = Instant.now().plus(STARTUP);
            Exception last = null;
            while (Instant.now().isBefore(deadline)) {
                InspectContainerResponse.ContainerState state = getCurrentContainerInfo().getState();
                if (!Boolean.TRUE.equals(state.getRunning())) {
                    // its last line is added by OwnedContainer, which reads what the container prints
                    throw new IllegalStateException("the container exited with code " + state.getExitCodeLong()
                            + " before MySQL answered");
                }
                try (Connection connection = createConnection(""); Statement statement = connection.createStatement()) {
                    statement.execute(getTestQueryString());
                    return;
                } catch (SQLException stillStarting) {
                    last = stillStarting;
                }
                try {
                    Thread.sleep(POLL_MILLIS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IllegalStateException("interrupted while MySQL started", e);
                }
            }
            throw new IllegalStateException("MySQL did not answer within " + STARTUP.toSeconds() + " s at "
                    + getJdbcUrl(), last);
        }
    }
}
