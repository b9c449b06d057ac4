package org.repobench.provision;

import org.repobench.store.StoreUnavailableException;
import org.repobench.store.settings.Environment;
import org.repobench.store.jdbc.ExplicitServer;
import org.repobench.store.jdbc.HowTo;
import org.repobench.store.jdbc.JdbcDialect;
import org.repobench.store.jdbc.DatabaseServer;
import org.repobench.store.jdbc.ServerCheck;
import org.repobench.store.jdbc.ServerInfo;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Decides where a database comes from, in this order: the server the user named (REPOBENCH_&lt;STORE&gt;_URL, as
 * a system property or environment variable); a Testcontainers container when a Docker engine runs; an embedded
 * server; else unavailable, with how to provide one. A named server that does not answer is reported, not replaced:
 * the user asked for that one.
 */
public final class DatabaseResolver {
    private final Environment environment;
    private final DockerProbe docker;
    private final ServerLauncher containers;
    private final ServerLauncher embedded;
    private final ServerCheck check;

    public DatabaseResolver(Environment environment, DockerProbe docker, ServerLauncher containers,
                            ServerLauncher embedded, ServerCheck check) {
        this.environment = environment;
        this.docker = DockerProbe.once(docker);
        this.containers = containers;
        this.embedded = embedded;
        this.check = check;
    }

    public Resolution resolve(JdbcDialect dialect) {
        Optional<DatabaseServer> explicit;
        try {
            explicit = ExplicitServer.lookup(dialect, environment);
        } catch (StoreUnavailableException badSettings) {
            return Resolution.unavailable(dialect, badSettings.getMessage());
        }
        if (explicit.isPresent()) {
            try {
                return Resolution.available(explicit.get(), check.check(explicit.get()), null, "");
            } catch (StoreUnavailableException unreachable) {
                return Resolution.unavailable(dialect, unreachable.getMessage());
            }
        }
        List<String> tried = new ArrayList<>();
        tried.add(dialect.settings().url() + " is not set");
        Optional<Resolution> started = StartOrder.first(docker,
                () -> StartOrder.attempt(() -> containers.start(dialect), server -> checked(server, tried),
                        "testcontainers", tried),
                () -> StartOrder.attempt(() -> embedded.start(dialect), server -> checked(server, tried),
                        "embedded", tried),
                tried);
        return started.orElseGet(() -> Resolution.unavailable(dialect, "store " + dialect.storeName()
                + " is unavailable: " + String.join("; ", tried) + ". To provide it, " + HowTo.provide(dialect)));
    }

    private Resolution checked(StartedServer server, List<String> tried) {
        ServerInfo info = check.check(server.database());
        return Resolution.available(server.database(), info, server, StartOrder.note(tried));
    }

}
