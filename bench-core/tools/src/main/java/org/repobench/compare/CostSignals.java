package org.repobench.compare;

import org.repobench.api.MetricNames;
import org.repobench.results.JmhResult;
import org.repobench.results.Metric;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;

/**
 * The costs per operation beside time and allocation: the CPU times (the benchmark threads', the fork's collector's, a
 * managed server's, and its JIT compiler's apart) and the model's store bytes read. One of the CPU times is the
 * CPU signal {@link SignalJudge} judges; the others are shown next to it, alike, but not judged:
 * the collector's CPU follows the heap more than the code, and against a server the client's CPU does not follow the
 * server's code. Each is shown where both sides have it in units that convert (a server given by URL, or a run before
 * these metrics, has none). The model's store bytes read per operation are shown the same way: unlike its documents
 * read ({@link Signal#WORK}) they follow the store's page cache as much as the code.
 */
final class CostSignals {
    /** In the order they are shown. */
    static final List<String> NAMES = List.of(MetricNames.CPU_TIME, MetricNames.GC_CPU_TIME,
            MetricNames.SERVER_CPU_TIME, MetricNames.SERVER_JIT_CPU_TIME, MetricNames.STORE_BYTES_READ);

    private CostSignals() {
    }

    /**
     * Nothing on both sides (a warm GET whose store read no byte) has no ratio to show and is left out.
     *
     * @param judged  the CPU time judged as a signal (left out here)
     * @param compare the same statistics as time's (fork means, Mann-Whitney, Hodges-Lehmann); null when too few forks
     */
    static Map<String, Judgement> between(JmhResult base, JmhResult head, Optional<String> judged,
                                          BiFunction<Metric, Metric, Judgement> compare) {
        Map<String, Judgement> shown = new LinkedHashMap<>();
        for (String name : NAMES) {
            if (judged.isPresent() && judged.get().equals(name)) {
                continue;
            }
            Metric b = base.secondary(name);
            Metric h = head.secondary(name);
            if (b != null && h != null && h.unit().convertibleTo(b.unit()) && !(zero(b) && zero(h))) {
                Judgement judgement = compare.apply(b, h);
                if (judgement != null) {
                    shown.put(name, judgement);
                }
            }
        }
        return shown;
    }

    private static boolean zero(Metric metric) {
        return Arrays.stream(metric.forkMeans()).allMatch(mean -> mean == 0);
    }
}
