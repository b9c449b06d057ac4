package org.repobench.compare;

import org.repobench.api.MetricNames;
import org.repobench.results.JmhResult;
import org.repobench.results.Metric;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;

/**
 * The CPU times per operation (the benchmark threads', the fork's collector's, a managed server's), set side by side
 * like time and allocation but not judged (a managed server's allocation is: it is the allocation signal against such
 * a server, see {@link Comparison}): no verdict of theirs reaches the outcome or the gate until the suite knows how
 * they scatter. Each is shown where both sides have it in units that convert (a server given by URL, or a run before
 * these metrics, has none).
 */
final class CostSignals {
    /** In the order they are shown. */
    static final List<String> NAMES = List.of(MetricNames.CPU_TIME, MetricNames.GC_CPU_TIME,
            MetricNames.SERVER_CPU_TIME);

    private CostSignals() {
    }

    /**
     * @param compare the same statistics as time's (fork means, Mann-Whitney, Hodges-Lehmann); null when too few forks
     */
    static Map<String, Judgement> between(JmhResult base, JmhResult head,
                                          BiFunction<Metric, Metric, Judgement> compare) {
        Map<String, Judgement> shown = new LinkedHashMap<>();
        for (String name : NAMES) {
            Metric b = base.secondary(name);
            Metric h = head.secondary(name);
            if (b != null && h != null && h.unit().convertibleTo(b.unit())) {
                Judgement judgement = compare.apply(b, h);
                if (judgement != null) {
                    shown.put(name, judgement);
                }
            }
        }
        return shown;
    }
}
