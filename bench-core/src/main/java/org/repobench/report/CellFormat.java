package org.repobench.report;

import org.repobench.results.JmhResult;
import org.repobench.results.Metric;
import org.repobench.results.Numbers;
import org.repobench.results.ParamOrder;
import org.repobench.results.ScoreUnit;

import java.util.Optional;

/**
 * The text of one result: {@code mean ± error} and the per-member cost. Time per operation is shown in milliseconds
 * whatever unit JMH used, so cells of one table compare at a glance; other units are shown as JMH wrote them. The
 * error is JMH's own (99.9 % interval half-width over all iterations).
 */
final class CellFormat {
    private CellFormat() {
    }

    /** "12.3 ± 0.4 ms", "1250 ± 30 ops/s". */
    static String score(JmhResult r) {
        Metric m = r.primary();
        if (m.unit().isTimePerOp()) {
            Metric ms = m.convertTo(ScoreUnit.milliseconds());
            return Numbers.withError(ms.score(), ms.scoreError()) + " ms";
        }
        return Numbers.withError(m.score(), m.scoreError()) + " " + m.unit();
    }

    /** Milliseconds per operation (throughput inverted); NaN for units that are not about time. */
    static double millisPerOp(JmhResult r) {
        return r.primary().unit().millisPerOp(r.primary().score());
    }

    /**
     * Milliseconds per member: the time of one request divided by the {@code size} param (members, children, ...
     * the workload has), which shows whether a store scales linearly. Empty without a numeric size or a time unit.
     */
    static Optional<Double> millisPerMember(JmhResult r) {
        String size = r.params().get(ParamOrder.SIZE);
        double ms = millisPerOp(r);
        if (size == null || !ValueOrder.isNumber(size) || !Double.isFinite(ms)) {
            return Optional.empty();
        }
        double n = Double.parseDouble(size.trim());
        return n > 0 ? Optional.of(ms / n) : Optional.empty();
    }

    /** "0.0123 ms/member", or "" when there is none. */
    static String perMember(JmhResult r) {
        return millisPerMember(r).map(v -> Numbers.significant(v, 3) + " ms/member").orElse("");
    }
}
