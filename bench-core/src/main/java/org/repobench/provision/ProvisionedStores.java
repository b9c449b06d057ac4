package org.repobench.provision;

import org.repobench.store.StoreKind;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The stores a run can use, and what it took to get them. Keep it open for the whole run: closing it stops the
 * containers and embedded servers it started, deletes the credentials file and restores the host's properties.
 */
public final class ProvisionedStores implements AutoCloseable {
    private final Set<StoreKind> available;
    private final Map<StoreKind, String> skipped;
    private final Map<StoreKind, String> sources;
    private final List<Resolution> resolutions;
    private final ForkHandoff handoff;
    private final HostProperties hostProperties;
    private boolean closed;

    ProvisionedStores(Set<StoreKind> available, Map<StoreKind, String> skipped, List<Resolution> resolutions,
                      ForkHandoff handoff) {
        Set<StoreKind> availableSet = EnumSet.noneOf(StoreKind.class);
        availableSet.addAll(available);
        this.available = Collections.unmodifiableSet(availableSet);
        Map<StoreKind, String> skippedMap = new EnumMap<>(StoreKind.class);
        skippedMap.putAll(skipped);
        this.skipped = Collections.unmodifiableMap(skippedMap);
        Map<StoreKind, String> sourceMap = new EnumMap<>(StoreKind.class);
        resolutions.forEach(resolution -> sourceMap.put(resolution.dialect().kind(), resolution.source()));
        this.sources = Collections.unmodifiableMap(sourceMap);
        this.resolutions = List.copyOf(resolutions);
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

    /** For each available database, one line on which server it is and where it came from; no secrets. */
    public Map<StoreKind, String> sources() {
        return sources;
    }

    /**
     * {@code -D} arguments to append to every JMH fork's JVM arguments: plain JDBC URLs, users, how each server was
     * provisioned and the credentials file's path. They hold no password, so they may appear in JMH's result JSON.
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
        for (Resolution resolution : resolutions) {
            try {
                resolution.close();
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
}
