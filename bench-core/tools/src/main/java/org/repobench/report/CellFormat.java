package org.repobench.report;

import org.repobench.api.MetricNames;
import org.repobench.api.ParamNames;
import org.repobench.results.JmhResult;
import org.repobench.results.Metric;
import org.repobench.results.Numbers;
import org.repobench.results.ScoreUnit;
import org.repobench.results.Spread;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The text of one result. Time per operation is shown in milliseconds whatever unit JMH used, so cells of one table
 * compare at a glance; byte counts are scaled to kB, MB or GB; other units are shown as JMH wrote them. Every figure
 * comes with its spread: the median and the range over all iterations, and how many there were. JMH's mean ± 99.9 %
 * half-width is shown beside it, labelled, for those who want it.
 */
final class CellFormat {
    private static final String[] BYTE_PREFIXES = {"", "k", "M", "G", "T"};

    private CellFormat() {
    }

    /** The headline and the lines under it: spread, JMH's score ± error, per member, allocation. */
    static Cell cell(JmhResult r) {
        List<String> extra = new ArrayList<>();
        extra.add(jmh(r.primary()));
        String perMember = perMember(r);
        if (!perMember.isEmpty()) {
            extra.add(perMember);
        }
        String allocation = allocation(r);
        if (!allocation.isEmpty()) {
            extra.add(allocation);
        }
        String costs = costs(r);
        if (!costs.isEmpty()) {
            extra.add(costs);
        }
        return new Cell(spread(r.primary()), extra);
    }

    /** "7813 ms [5210–9120] n=3"; a metric without raw data shows JMH's score alone. */
    static String spread(Metric metric) {
        Metric m = shown(metric);
        Spread s = m.spread();
        Scale scale = Scale.of(m.unit(), s.isEmpty() ? m.score() : s.median());
        if (s.isEmpty()) {
            return Numbers.significant(m.score() / scale.factor, 3) + " " + scale.unit;
        }
        return s.dividedBy(scale.factor).describe(scale.unit);
    }

    /**
     * "JMH 7813 ± 4704": the mean and JMH's 99.9 % half-width, in the cell's unit; "mean 387" for a score without
     * one (a single iteration, or a load JMeter sent, whose mean is no JMH score).
     */
    static String jmh(Metric metric) {
        Metric m = shown(metric);
        Scale scale = Scale.of(m.unit(), m.score());
        if (Double.isNaN(m.scoreError())) {
            return "mean " + Numbers.significant(m.score() / scale.factor, 3);
        }
        return "JMH " + Numbers.withError(m.score() / scale.factor, m.scoreError() / scale.factor);
    }

    /** The metric in the unit it is shown in: milliseconds for time per operation, else as JMH wrote it. */
    static Metric shown(Metric metric) {
        return metric.unit().isTimePerOp() ? metric.convertTo(ScoreUnit.milliseconds()) : metric;
    }

    /** A value in the metric's shown unit, scaled like {@link #spread}: "1.23 MB". */
    static String value(double value, ScoreUnit unit) {
        Scale scale = Scale.of(unit, value);
        return Numbers.significant(value / scale.factor, 3) + " " + scale.unit;
    }

    /** The median time per operation in ms, the figure every table and chart shows; NaN without a time unit. */
    static double medianMillis(JmhResult r) {
        Metric m = r.primary();
        return m.unit().millisPerOp(m.median());
    }

    /**
     * The {@code size} param as a member count: the members, children, links ... the workload has. Only {@code size}
     * counts; other numeric params ({@code binaries}, {@code binaryKb}, {@code threads}) are not member counts.
     */
    static Optional<Double> members(JmhResult r) {
        String size = r.params().get(ParamNames.SIZE);
        if (size == null || !ValueOrder.isNumber(size)) {
            return Optional.empty();
        }
        double n = Double.parseDouble(size.trim());
        return n > 0 ? Optional.of(n) : Optional.empty();
    }

    /** Median milliseconds per member, which shows whether a store scales linearly. */
    static Optional<Double> millisPerMember(JmhResult r) {
        double ms = medianMillis(r);
        return Double.isFinite(ms) ? members(r).map(n -> ms / n) : Optional.empty();
    }

    /** "0.0123 ms/member", or "" when there is none. */
    static String perMember(JmhResult r) {
        return millisPerMember(r).map(v -> Numbers.significant(v, 3) + " ms/member").orElse("");
    }

    /** "alloc 1.23 MB/op (1.23 kB/member)" from {@code -prof gc}; "" without it. */
    /**
     * A write benchmark's operations given up or lost ({@code write.failures} + {@code write.lost}) as the result
     * holds their counts (JMH sums a count over a fork's iterations); 0 for a result that counts none.
     */
    static double failedWrites(JmhResult r) {
        return count(r, MetricNames.FAILURES) + count(r, MetricNames.LOST);
    }

    /** A count the result holds ({@code write.conflicts}, {@code write.retries}, ...), 0 where it has none. */
    static double count(JmhResult r, String name) {
        Metric metric = r.secondary(name);
        return metric == null ? 0 : metric.score();
    }

    /**
     * "failed 25, conflicts 3, retries 50": a write benchmark's counts where any is not 0, for a cell beside its time
     * (a run with failed writes completes only when the user kept it going); empty otherwise.
     */
    static Optional<String> writeCounts(JmhResult r) {
        if (r.secondary(MetricNames.FAILURES) == null) {
            return Optional.empty();
        }
        long failed = Math.round(failedWrites(r));
        long conflicts = Math.round(count(r, MetricNames.CONFLICTS));
        long retries = Math.round(count(r, MetricNames.RETRIES));
        return failed + conflicts + retries == 0 ? Optional.empty()
                : Optional.of("failed " + failed + ", conflicts " + conflicts + ", retries " + retries);
    }

    static String allocation(JmhResult r) {
        Metric alloc = r.allocation();
        if (alloc == null) {
            return "";
        }
        double bytes = alloc.median();
        String perMember = members(r).map(n -> " (" + value(bytes / n, ScoreUnit.parse("B")) + "/member)")
                .orElse("");
        return "alloc " + value(bytes, alloc.unit()) + perMember;
    }

    /**
     * "cpu 0.38 ms, server cpu 10.1 ms, server alloc 1.04 MB": the medians of the CPU times per operation (in ms, as
     * the cell's time), a managed server's allocation per operation and the model's documents read per operation, those
     * the result has; empty without any.
     */
    static String costs(JmhResult r) {
        List<String> parts = new ArrayList<>();
        for (String[] cost : new String[][] {{MetricNames.CPU_TIME, "cpu"}, {MetricNames.SERVER_CPU_TIME, "server cpu"},
                {MetricNames.SERVER_ALLOCATION, "server alloc"}, {MetricNames.STORE_DOCUMENTS_READ, "store read"}}) {
            Metric metric = r.secondary(cost[0]);
            if (metric != null) {
                Metric m = shown(metric);
                parts.add(cost[1] + " " + value(m.median(), m.unit()));
            }
        }
        return String.join(", ", parts);
    }

    /** A unit and the factor its values are divided by: bytes go to kB/MB/GB (decimal, as JMH's B/op). */
    record Scale(String unit, double factor) {
        static Scale of(ScoreUnit unit, double value) {
            String text = unit.text();
            boolean bytes = text.equals("B") || text.startsWith("B/");
            if (!bytes || !Double.isFinite(value)) {
                // "#" is a count: "3 conflicts" reads better as "3" under a column named after what is counted
                return new Scale(unit.isTimePerOp() ? unit.timeSymbol() : text.equals("#") ? "" : text, 1);
            }
            int power = 0;
            while (power < BYTE_PREFIXES.length - 1 && Math.abs(value) >= Math.pow(1000, power + 1)) {
                power++;
            }
            return new Scale(BYTE_PREFIXES[power] + text, Math.pow(1000, power));
        }
    }
}
