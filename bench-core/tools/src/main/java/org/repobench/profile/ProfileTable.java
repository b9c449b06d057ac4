package org.repobench.profile;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * Recordings in columns, as {@code ./repobench profile} prints them: which file each column is, then for the CPU
 * samples and then the sampled allocation, each recording's largest methods (by share of its own samples, so
 * recordings of different lengths compare), the union of them in every recording's column, largest first, and what
 * fell outside the code asked about last.
 */
public final class ProfileTable {
    private ProfileTable() {
    }

    /**
     * @param prefix the code asked about, for the headings
     * @param top    how many of each recording's largest methods per signal
     */
    public static String format(List<HotMethods> recordings, String prefix, int top) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < recordings.size(); i++) {
            HotMethods r = recordings.get(i);
            out.append(String.format(Locale.ROOT, "[%d] %s: %,d CPU samples, %s allocation sampled%n", i + 1,
                    r.recording().getFileName(), r.cpuSamples(), bytes(r.allocatedBytes())));
        }
        out.append('\n');
        section(out, "CPU samples", prefix, recordings, top, HotMethods::cpu, HotMethods::cpuShare);
        out.append('\n');
        section(out, "sampled allocation", prefix, recordings, top, HotMethods::allocation,
                HotMethods::allocationShare);
        return out.toString();
    }

    private static void section(StringBuilder out, String signal, String prefix, List<HotMethods> recordings, int top,
                                Function<HotMethods, Map<String, Long>> counts,
                                BiFunction<HotMethods, String, Double> share) {
        List<String> rows = rows(recordings, top, counts, share);
        int width = Math.max("method".length(), rows.stream().mapToInt(String::length).max().orElse(0));
        out.append("where the ").append(signal).append(" fell: the innermost frame in ").append(prefix)
                .append(", as a share of each recording's ").append(signal).append('\n');
        out.append(pad("method", width));
        for (int i = 0; i < recordings.size(); i++) {
            out.append(String.format(Locale.ROOT, " %8s", "[" + (i + 1) + "]"));
        }
        out.append('\n');
        for (String method : rows) {
            out.append(pad(method, width));
            for (HotMethods r : recordings) {
                out.append(String.format(Locale.ROOT, " %6.1f %%", 100 * share.apply(r, method)));
            }
            out.append('\n');
        }
    }

    /** Each recording's {@code top} methods, ordered by their largest share in any recording; elsewhere last. */
    static List<String> rows(List<HotMethods> recordings, int top, Function<HotMethods, Map<String, Long>> counts,
                             BiFunction<HotMethods, String, Double> share) {
        Set<String> methods = new LinkedHashSet<>();
        for (HotMethods r : recordings) {
            counts.apply(r).entrySet().stream()
                    .filter(e -> !e.getKey().equals(HotMethods.ELSEWHERE))
                    .sorted(Map.Entry.<String, Long>comparingByValue().reversed()
                            .thenComparing(Map.Entry.comparingByKey()))
                    .limit(top)
                    .forEach(e -> methods.add(e.getKey()));
        }
        List<String> rows = new ArrayList<>(methods);
        rows.sort(Comparator.comparingDouble((String m) -> recordings.stream()
                .mapToDouble(r -> share.apply(r, m)).max().orElse(0)).reversed().thenComparing(m -> m));
        rows.add(HotMethods.ELSEWHERE);
        return rows;
    }

    private static String pad(String text, int width) {
        return String.format(Locale.ROOT, "%-" + width + "s", text);
    }

    /** Decimal, as JMH's B/op: "7.40 GB", "312 MB". */
    static String bytes(long bytes) {
        if (bytes >= 1_000_000_000L) {
            return String.format(Locale.ROOT, "%.2f GB", bytes / 1e9);
        }
        return String.format(Locale.ROOT, "%.0f MB", bytes / 1e6);
    }
}
