package org.repobench.jmh;

import org.openjdk.jmh.results.AggregationPolicy;
import org.repobench.api.MetricNames;
import org.repobench.ldp.fedora.GcLog;
import org.repobench.ldp.fedora.ServerStorage;
import org.repobench.store.settings.Environment;

import java.util.Optional;
import java.util.OptionalLong;

/**
 * What a fork measures of a server the suite started, from outside it: the peak heap of each iteration (its GC log)
 * and the bytes it stores (its home and database), as the launcher handed them over. A server given by URL has
 * neither: its log and storage are not the suite's to read.
 */
public final class ServerWatch {
    /** {@code true} when the run asked not to measure what the server stores ({@code --no-bytes-stored}). */
    public static final String NO_BYTES_STORED = ServerStorage.NOT_MEASURED_SETTING;
    private final Optional<GcLog> gcLog;
    private final Optional<ServerStorage> storage;
    private long gcLogMark;

    private ServerWatch(Optional<GcLog> gcLog, Optional<ServerStorage> storage) {
        this.gcLog = gcLog;
        this.storage = storage;
    }

    /** The server this fork's settings name; nothing to watch for the model or a server given by URL. */
    public static ServerWatch ofThisFork() {
        Environment environment = Environment.system();
        boolean measured = !environment.get(NO_BYTES_STORED).map(Boolean::parseBoolean).orElse(false);
        return new ServerWatch(TargetSettings.serverGcLog(environment),
                measured ? ServerStorage.of(environment) : Optional.empty());
    }

    /** Nothing to watch: the model. */
    public static ServerWatch none() {
        return new ServerWatch(Optional.empty(), Optional.empty());
    }

    /** At the start of an iteration: its peak heap is read from here on. */
    public void startIteration() {
        gcLog.ifPresent(log -> gcLogMark = log.end());
    }

    /** At the end of an iteration: the server's largest heap before a GC since it started, if it collected. */
    public void reportHeapPeak() {
        gcLog.ifPresent(log -> {
            long peak = log.peakBeforeGc(gcLogMark);
            if (peak > 0) {
                WriteCounts.report(MetricNames.SERVER_HEAP_PEAK, peak, "B", AggregationPolicy.MAX);
            }
        });
    }

    /** The bytes the server stores now; empty when its storage is not known or not to be measured. */
    public OptionalLong bytesStored() {
        return storage.map(known -> OptionalLong.of(known.bytes())).orElse(OptionalLong.empty());
    }
}
