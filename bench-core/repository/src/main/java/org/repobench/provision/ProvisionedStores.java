package org.repobench.provision;

import org.repobench.store.BinaryStoreKind;
import org.repobench.store.StoreKind;
import org.repobench.store.s3.S3Endpoint;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The stores and binary stores a run can use, and what it took to get them. Keep it open for the whole run: closing it
 * stops the containers and embedded servers it started, deletes the credentials file and restores the host's
 * properties.
 */
public final class ProvisionedStores implements AutoCloseable {
    private final Set<StoreKind> available;
    private final Map<StoreKind, String> skipped;
    private final Set<BinaryStoreKind> binaryStores;
    private final Map<BinaryStoreKind, String> skippedBinaryStores;
    private final Map<String, String> sources;
    private final List<AutoCloseable> started;
    private final Optional<S3Endpoint> s3;
    private final ForkHandoff handoff;
    private final HostProperties hostProperties;
    private boolean closed;

    ProvisionedStores(Set<StoreKind> available, Map<StoreKind, String> skipped, List<Resolution> resolutions,
                      StoreProvisioner.BinaryStores binaries, ForkHandoff handoff) {
        this.available = Collections.unmodifiableSet(copy(available, StoreKind.class));
        this.skipped = Collections.unmodifiableMap(copy(skipped, StoreKind.class));
        this.binaryStores = Collections.unmodifiableSet(copy(binaries.available(), BinaryStoreKind.class));
        this.skippedBinaryStores = Collections.unmodifiableMap(copy(binaries.skipped(), BinaryStoreKind.class));
        Map<String, String> sourceLines = new LinkedHashMap<>();
        resolutions.forEach(resolution -> sourceLines.put(resolution.dialect().storeName(), resolution.source()));
        binaries.s3().ifPresent(s3 -> sourceLines.put(BinaryStoreKind.S3.cliName(), s3.source()));
        this.sources = Collections.unmodifiableMap(sourceLines);
        List<AutoCloseable> servers = new ArrayList<>(resolutions);
        binaries.s3().ifPresent(servers::add);
        this.started = List.copyOf(servers);
        this.s3 = binaries.s3().flatMap(S3Resolution::endpoint);
        this.handoff = handoff;
        this.hostProperties = new HostProperties(handoff.properties());
    }

    /** The requested stores that can run, in {@link StoreKind} order; FILE and LEVELDB whenever requested. */
    public Set<StoreKind> available() {
        return available;
    }

    /** Requested databases that cannot run, each with a one-line reason saying how to provide it. */
    public Map<StoreKind, String> skipped() {
        return skipped;
    }

    /** The requested binary stores that can run, in {@link BinaryStoreKind} order; FILE whenever requested. */
    public Set<BinaryStoreKind> binaryStores() {
        return binaryStores;
    }

    /** Requested binary stores that cannot run, each with a one-line reason saying how to provide it. */
    public Map<BinaryStoreKind, String> skippedBinaryStores() {
        return skippedBinaryStores;
    }

    /**
     * One line per server the run uses, keyed by what it serves ({@code postgresql}, {@code mysql}, {@code s3}):
     * which server it is, which path provided it and how to use your own instead; no secrets. Print them as
     * {@code "<key>: <line>"}.
     */
    public Map<String, String> sources() {
        return sources;
    }

    /** The S3 endpoint, when the run has one; it holds the keys, so describe it by host:port and provisioning only. */
    public Optional<S3Endpoint> s3Endpoint() {
        return s3;
    }

    /**
     * {@code -D} arguments to append to every JMH fork's JVM arguments: plain JDBC URLs, users, the S3 endpoint and
     * access key, how each server was provisioned and the credentials file's path. They hold no password or secret
     * key, so they may appear in JMH's result JSON.
     */
    public List<String> forkJvmArgs() {
        return handoff.jvmArgs();
    }

    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        List<Exception> failures = new ArrayList<>();
        hostProperties.close();
        try {
            handoff.close();
        } catch (Exception e) {
            failures.add(e);
        }
        for (AutoCloseable server : started) {
            try {
                server.close();
            } catch (Exception e) {
                failures.add(e);
            }
        }
        if (!failures.isEmpty()) {
            IllegalStateException failure = new IllegalStateException("could not stop everything the run started: "
                    + failures.get(0).getMessage(), failures.get(0));
            failures.subList(1, failures.size()).forEach(failure::addSuppressed);
            throw failure;
        }
    }

    private static <E extends Enum<E>> Set<E> copy(Set<E> set, Class<E> type) {
        Set<E> copy = EnumSet.noneOf(type);
        copy.addAll(set);
        return copy;
    }

    private static <E extends Enum<E>, V> Map<E, V> copy(Map<E, V> map, Class<E> type) {
        Map<E, V> copy = new EnumMap<>(type);
        copy.putAll(map);
        return copy;
    }
}
