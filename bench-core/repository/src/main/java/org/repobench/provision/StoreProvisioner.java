package org.repobench.provision;

import org.repobench.store.BinaryStoreKind;
import org.repobench.store.StoreKind;
import org.repobench.store.StoreUnavailableException;
import org.repobench.store.settings.Environment;
import org.repobench.store.jdbc.JdbcConnections;
import org.repobench.store.jdbc.JdbcDialect;
import org.repobench.store.jdbc.DatabaseServer;
import org.repobench.store.s3.S3Clients;
import org.repobench.store.s3.S3Endpoint;

import java.io.IOException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Host side of a run: resolves every requested database and, when asked for, the S3 endpoint, once, before any JMH
 * fork starts, and keeps what it started running until the returned {@link ProvisionedStores} is closed.
 */
public final class StoreProvisioner {
    private final DatabaseResolver resolver;
    private final S3Resolver s3Resolver;
    private final Environment environment;

    public StoreProvisioner(DatabaseResolver resolver, S3Resolver s3Resolver, Environment environment) {
        this.resolver = resolver;
        this.s3Resolver = s3Resolver;
        this.environment = environment;
    }

    /** This JVM's settings, Testcontainers when Docker runs, embedded servers otherwise. */
    public static StoreProvisioner forHost() {
        Environment environment = Environment.system();
        DockerProbe docker = DockerProbe.once(new TestcontainersDockerProbe());
        return new StoreProvisioner(
                new DatabaseResolver(environment, docker, new TestcontainersLauncher(environment),
                        new EmbeddedServers(), JdbcConnections::check),
                new S3Resolver(environment, docker, new TestcontainersS3Launcher(environment), new EmbeddedS3Proxy(),
                        S3Clients::check),
                environment);
    }

    /** {@link #provision(Set, boolean, Set)} for a run that keeps binaries in files only. */
    public ProvisionedStores provision(Set<StoreKind> requested, boolean explicitlyRequested) {
        return provision(requested, explicitlyRequested, Set.of(BinaryStoreKind.FILE));
    }

    /**
     * Resolves the requested databases, and the S3 endpoint if {@code binaryStores} holds S3, starting servers where
     * needed (S3Proxy is started only then). While the result is open, this JVM's system properties carry the same
     * settings as {@link ProvisionedStores#forkJvmArgs()}, so work done in the host (building fixtures, a {@code -f 0}
     * run) reaches the same servers as the forks.
     *
     * @param requested           the stores the run should use
     * @param explicitlyRequested true when the user named the stores and binary stores: then an unavailable database
     *                            or S3 endpoint is an error (thrown with its how-to), not a skip
     * @param binaryStores        the binary stores the run should use; DATABASE needs no server of its own, and is
     *                            available when a database store is
     * @throws StoreUnavailableException for an explicitly requested database or S3 endpoint that cannot be provided
     */
    public ProvisionedStores provision(Set<StoreKind> requested, boolean explicitlyRequested,
                                       Set<BinaryStoreKind> binaryStores) {
        Set<StoreKind> available = EnumSet.noneOf(StoreKind.class);
        Map<StoreKind, String> skipped = new EnumMap<>(StoreKind.class);
        List<Resolution> resolved = new ArrayList<>();
        List<AutoCloseable> started = new ArrayList<>();
        try {
            for (StoreKind kind : ordered(requested, StoreKind.class)) {
                Optional<JdbcDialect> dialect = JdbcDialect.of(kind);
                if (dialect.isEmpty()) {
                    available.add(kind);
                    continue;
                }
                Resolution resolution = resolver.resolve(dialect.get());
                if (resolution.isAvailable()) {
                    resolved.add(resolution);
                    started.add(resolution);
                    available.add(kind);
                } else if (explicitlyRequested) {
                    throw new StoreUnavailableException(resolution.reason().orElseThrow());
                } else {
                    skipped.put(kind, resolution.reason().orElseThrow());
                }
            }
            BinaryStores binaries = binaryStores(ordered(binaryStores, BinaryStoreKind.class), available,
                    explicitlyRequested, started);
            List<DatabaseServer> databases = resolved.stream().map(r -> r.database().orElseThrow()).toList();
            Optional<S3Endpoint> s3 = binaries.s3().flatMap(S3Resolution::endpoint);
            return new ProvisionedStores(available, skipped, resolved, binaries,
                    ForkHandoff.prepare(databases, s3, environment));
        } catch (IOException e) {
            StoreUnavailableException failure = new StoreUnavailableException(
                    "cannot write the credentials file for JMH forks: " + e.getMessage(), e);
            stopAll(started, failure);
            throw failure;
        } catch (RuntimeException e) {
            stopAll(started, e);
            throw e;
        }
    }

    private BinaryStores binaryStores(Set<BinaryStoreKind> requested, Set<StoreKind> stores,
                                      boolean explicitlyRequested, List<AutoCloseable> started) {
        Set<BinaryStoreKind> available = EnumSet.noneOf(BinaryStoreKind.class);
        Map<BinaryStoreKind, String> skipped = new EnumMap<>(BinaryStoreKind.class);
        S3Resolution s3 = null;
        for (BinaryStoreKind kind : requested) {
            Optional<String> reason = switch (kind) {
                case FILE -> Optional.empty();
                case DATABASE -> stores.stream().anyMatch(store -> kind.notApplicableTo(store).isEmpty())
                        ? Optional.empty()
                        : Optional.of("binaryStore=DATABASE is not applicable to any store of this run ("
                        + stores.stream().map(StoreKind::cliName).toList() + "): ModeShape's database binary store"
                        + " needs a database store");
                case S3 -> {
                    s3 = s3Resolver.resolve();
                    started.add(s3);
                    yield s3.reason();
                }
            };
            if (reason.isEmpty()) {
                available.add(kind);
            } else if (explicitlyRequested) {
                throw new StoreUnavailableException(reason.get());
            } else {
                skipped.put(kind, reason.get());
            }
        }
        return new BinaryStores(available, skipped, Optional.ofNullable(s3).filter(S3Resolution::isAvailable));
    }

    /** The binary stores a run can use, why the others cannot, and the S3 endpoint when there is one. */
    record BinaryStores(Set<BinaryStoreKind> available, Map<BinaryStoreKind, String> skipped,
                        Optional<S3Resolution> s3) {
    }

    /** In the enum's order, so servers start and are listed the same way every run. */
    private static <E extends Enum<E>> Set<E> ordered(Set<E> requested, Class<E> type) {
        Set<E> ordered = EnumSet.noneOf(type);
        ordered.addAll(requested);
        return ordered;
    }

    private static void stopAll(List<AutoCloseable> started, Throwable failure) {
        for (AutoCloseable server : started) {
            try {
                server.close();
            } catch (Exception e) {
                failure.addSuppressed(e);
            }
        }
    }
}
