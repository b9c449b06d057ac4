package org.repobench.flame;

import org.repobench.api.FlameNames;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The stacks of several recordings of one result (its forks, or its server starts) merged into one graph's, each
 * recording read once per kind however many graphs ask for it. A recording that cannot be read (a fork killed before
 * it was written out) is left out and named.
 */
final class RecordedStacks {
    private final Map<Path, Map<FlameKind, JfrStacks.Read>> read = new HashMap<>();
    private final Map<Path, String> unreadable = new HashMap<>();

    /**
     * @param stacks     every readable recording's stacks added up
     * @param recordings how many were readable
     * @param profilers  which profiler made them, each with how many it made ("async-profiler 4.5, engine
     *                   perf_events (3)")
     * @param unreadable a line per recording left out, with why
     */
    record Merged(Stacks stacks, int recordings, String profilers, List<String> unreadable) {
    }

    Merged of(List<FlameRecording> recordings, FlameKind kind) {
        Stacks sum = Stacks.EMPTY;
        int readable = 0;
        Map<String, Integer> profilers = new LinkedHashMap<>();
        List<String> left = new ArrayList<>();
        for (FlameRecording recording : recordings) {
            JfrStacks.Read stacks = read(recording.file(), kind);
            if (stacks == null) {
                left.add(recording.file().getFileName() + ": " + unreadable.get(recording.file()));
                continue;
            }
            readable++;
            sum = sum.plus(stacks.stacks());
            profilers.merge(describe(recording, stacks), 1, Integer::sum);
        }
        List<String> named = new ArrayList<>();
        profilers.forEach((profiler, count) -> named.add(recordings.size() == 1 ? profiler
                : String.format(Locale.ROOT, "%s (%d)", profiler, count)));
        return new Merged(sum, readable, String.join("; ", named), left);
    }

    private JfrStacks.Read read(Path file, FlameKind kind) {
        if (unreadable.containsKey(file)) {
            return null;
        }
        Map<FlameKind, JfrStacks.Read> kinds = read.computeIfAbsent(file, any -> new HashMap<>());
        JfrStacks.Read stacks = kinds.get(kind);
        if (stacks == null) {
            try {
                stacks = JfrStacks.read(file, kind);
            } catch (FlameException e) {
                unreadable.put(file, e.getMessage());
                return null;
            }
            kinds.put(kind, stacks);
        }
        return stacks;
    }

    /** "async-profiler 4.5, engine perf_events", "JFR (async-profiler did not load: ...)". */
    private static String describe(FlameRecording recording, JfrStacks.Read stacks) {
        String engine = stacks.engine().map(e -> ", engine " + e).orElse("");
        return recording.profiler() + engine + recording.fallback().map(why -> " (" + why + ")").orElse("");
    }

    /** What a merged graph holds: "12,345 samples in 3 recordings, one per fork, by async-profiler 4.5 (3)". */
    static String summary(Merged merged, FlameKind kind) {
        return String.format(Locale.ROOT, "%s in %d %s by %s", kind.amount(merged.stacks().total()),
                merged.recordings(), merged.recordings() == 1 ? "recording" : "recordings, one per fork",
                merged.profilers())
                + (merged.unreadable().isEmpty() ? "" : "; left out, unreadable: "
                + String.join("; ", merged.unreadable()));
    }

    static boolean isServer(List<FlameRecording> recordings) {
        return recordings.stream().anyMatch(FlameRecording::server);
    }

    static String source(List<FlameRecording> recordings) {
        return isServer(recordings) ? "the server's own JVM" : "the benchmark's JVM (" + FlameNames.MODEL + ")";
    }
}
