package org.repobench.provision;

import org.repobench.store.StoreKind;
import org.repobench.store.StoreUnavailableException;
import org.repobench.store.jdbc.Environment;
import org.repobench.store.jdbc.JdbcConnections;
import org.repobench.store.jdbc.JdbcDialect;
import org.repobench.store.jdbc.JdbcTarget;

import java.io.IOException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Host side of a run: resolves every requested database once, before any JMH fork starts, and keeps what it started
 * running until the returned {@link ProvisionedStores} is closed.
 */
public final class StoreProvisioner {
    private final DatabaseResolver resolver;
    private final Environment environment;

    public StoreProvisioner(DatabaseResolver resolver, Environment environment) {
        this.resolver = resolver;
        this.environment = environment;
    }

    /** This JVM's settings, Testcontainers when Docker runs, embedded servers otherwise. */
    public static StoreProvisioner forHost() {
        Environment environment = Environment.system();
        return new StoreProvisioner(new DatabaseResolver(environment, new TestcontainersDockerProbe(),
                new TestcontainersLauncher(), new EmbeddedServers(), JdbcConnections::check), environment);
    }

    /**
     * Resolves the requested databases, starting servers where needed. While the result is open, this JVM's system
     * properties carry the same settings as {@link ProvisionedStores#forkJvmArgs()}, so work done in the host
     * (building fixtures, a {@code -f 0} run) reaches the same servers as the forks.
     *
     * @param requested           the stores the run should use
     * @param explicitlyRequested true when the user named the stores: then an unavailable database is an error
     *                            (thrown with its how-to), not a skip
     * @throws StoreUnavailableException for an explicitly requested database that cannot be provided
     */
    public ProvisionedStores provision(Set<StoreKind> requested, boolean explicitlyRequested) {
        Set<StoreKind> available = EnumSet.noneOf(StoreKind.class);
        Map<StoreKind, String> skipped = new EnumMap<>(StoreKind.class);
        List<Resolution> resolved = new ArrayList<>();
        try {
            Set<StoreKind> ordered = EnumSet.noneOf(StoreKind.class);
            ordered.addAll(requested);
            for (StoreKind kind : ordered) {
                Optional<JdbcDialect> dialect = JdbcDialect.of(kind);
                if (dialect.isEmpty()) {
                    available.add(kind);
                    continue;
                }
                Resolution resolution = resolver.resolve(dialect.get());
                if (resolution.isAvailable()) {
                    resolved.add(resolution);
                    available.add(kind);
                } else if (explicitlyRequested) {
                    throw new StoreUnavailableException(resolution.reason().orElseThrow());
                } else {
                    skipped.put(kind, resolution.reason().orElseThrow());
                }
            }
            List<JdbcTarget> targets = resolved.stream().map(r -> r.target().orElseThrow()).toList();
            return new ProvisionedStores(available, skipped, resolved, ForkHandoff.prepare(targets, environment));
        } catch (IOException e) {
            StoreUnavailableException failure = new StoreUnavailableException(
                    "cannot write the credentials file for JMH forks: " + e.getMessage(), e);
            stopAll(resolved, failure);
            throw failure;
        } catch (RuntimeException e) {
            stopAll(resolved, e);
            throw e;
        }
    }

    private static void stopAll(List<Resolution> resolved, Throwable failure) {
        for (Resolution resolution : resolved) {
            try {
                resolution.close();
            } catch (Exception e) {
                failure.addSuppressed(e);
            }
        }
    }
}
