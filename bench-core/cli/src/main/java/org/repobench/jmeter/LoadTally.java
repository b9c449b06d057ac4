package org.repobench.jmeter;

import org.repobench.load.LoadOperation;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Every sample of a load, counted: per operation the measured samples (those that started after the ramp-up) by
 * window, the errors and conflicts of all of them; the names every create that answered 201 made and every delete
 * that answered 204 removed; each engine's samples. One decision per question, unit-tested here.
 */
final class LoadTally {
    private final Map<LoadOperation, Operation> operations = new EnumMap<>(LoadOperation.class);
    private final Set<String> created = new HashSet<>();
    private final Set<String> deleted = new HashSet<>();
    private final LoadOperation.Resources resources = new LoadOperation.Resources() {
        @Override
        public void created(String name) {
            created.add(name);
        }

        @Override
        public void deleted(String name) {
            deleted.add(name);
        }
    };
    private final Map<String, Long> engines = new TreeMap<>();
    private final int windows;
    private long unknown;
    private long samples;

    /** An operation's samples: measured times by window, and its answers. */
    static final class Operation {
        private final List<List<Long>> windows = new ArrayList<>();
        private final Map<String, Long> engines = new TreeMap<>();
        private long measured;
        private long errors;
        private long conflicts;
        private long all;

        Operation(int windowCount) {
            for (int i = 0; i < windowCount; i++) {
                windows.add(new ArrayList<>());
            }
        }

        /** Measured times in ms, window by window. */
        List<List<Long>> windows() {
            return windows;
        }

        long measured() {
            return measured;
        }

        long errors() {
            return errors;
        }

        /** 409 Conflict and 412 Precondition Failed: the server refused a write that met another. */
        long conflicts() {
            return conflicts;
        }

        long all() {
            return all;
        }

        /** Its samples per engine, by engine name. */
        Map<String, Long> engines() {
            return engines;
        }
    }

    private LoadTally(int windows) {
        this.windows = windows;
    }

    static LoadTally read(Path jtl, LoadSettings settings) throws IOException {
        List<JtlSample> samples = new ArrayList<>();
        try (BufferedReader reader = Files.newBufferedReader(jtl, StandardCharsets.UTF_8)) {
            String header = reader.readLine();
            if (header == null) {
                return of(samples, settings);
            }
            JtlSample.Columns columns = new JtlSample.Columns(header);
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                if (!line.isBlank()) {
                    samples.add(columns.parse(line));
                }
            }
        }
        return of(samples, settings);
    }

    static LoadTally of(List<JtlSample> samples, LoadSettings settings) {
        LoadTally tally = new LoadTally(settings.windows());
        long first = samples.stream().mapToLong(JtlSample::start).min().orElse(0);
        long measuredFrom = first + settings.rampUp().toMillis();
        long window = LoadSettings.WINDOW.toMillis();
        for (JtlSample sample : samples) {
            tally.take(sample, measuredFrom, window);
        }
        return tally;
    }

    private void take(JtlSample sample, long measuredFrom, long window) {
        samples++;
        engines.merge(sample.engine(), 1L, Long::sum);
        LoadOperation operation = LoadOperation.ofLabel(sample.label());
        if (operation == null) {
            unknown++;
            return;
        }
        Operation counts = operations.computeIfAbsent(operation, o -> new Operation(windows));
        counts.all++;
        counts.engines.merge(sample.engine(), 1L, Long::sum);
        int status = sample.status();
        if (!sample.success()) {
            counts.errors++;
            if (status == 409 || status == 412) {
                counts.conflicts++;
            }
        }
        if (status == operation.doneStatus() && sample.success()) {
            operation.done(sample.name(), resources);
        }
        if (sample.start() >= measuredFrom) {
            int index = (int) Math.min(windows - 1, (sample.start() - measuredFrom) / window);
            counts.windows.get(index).add(sample.elapsed());
            counts.measured++;
        }
    }

    Map<LoadOperation, Operation> operations() {
        return operations;
    }

    /** Names a create answered 201 for. */
    Set<String> created() {
        return created;
    }

    /** Names a delete answered 204 for. */
    Set<String> deleted() {
        return deleted;
    }

    /** Samples per engine, by engine name. */
    Map<String, Long> engines() {
        return engines;
    }

    long samples() {
        return samples;
    }

    /** Samples whose label is no operation's (none, unless a plan was changed by hand). */
    long unknown() {
        return unknown;
    }
}
