package org.repobench.report;

import org.repobench.chart.Chart;
import org.repobench.chart.WhiskerBars;
import org.repobench.results.JmhResult;
import org.repobench.results.Metric;
import org.repobench.results.ScoreUnit;
import org.repobench.results.Spread;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * Bars with whiskers for results that have no size axis to draw a line along: a benchmark with one params
 * combination, a table without {@code size}, or a secondary metric such as MB/s. Bar: the median over all iterations;
 * whisker: their range, as in the tables.
 */
final class ResultBars {
    static final String HOW_TO_READ = "bar: median over all iterations; whisker: their range (min to max)";

    private ResultBars() {
    }

    /**
     * @param metric the metric of a result to draw, or null to leave the result out
     * @return empty when no result has the metric, or the metrics have different units
     */
    static Optional<Chart> of(String title, List<JmhResult> results, Function<JmhResult, String> category,
                              Function<JmhResult, String> series, Function<JmhResult, Metric> metric) {
        List<JmhResult> drawn = new ArrayList<>();
        List<Spread> spreads = new ArrayList<>();
        List<Double> values = new ArrayList<>();
        String unit = null;
        for (JmhResult r : results) {
            Metric m = metric.apply(r);
            if (m == null) {
                continue;
            }
            Metric shown = CellFormat.shown(m);
            if (unit != null && !unit.equals(shown.unit().text())) {
                return Optional.empty();
            }
            unit = shown.unit().text();
            Spread s = shown.spread();
            drawn.add(r);
            spreads.add(s);
            values.add(s.isEmpty() ? shown.score() : s.median());
        }
        if (drawn.isEmpty()) {
            return Optional.empty();
        }
        // one scale for the whole axis (bytes in kB, MB or GB by the largest bar), so its ticks stay readable
        CellFormat.Scale scale = CellFormat.Scale.of(ScoreUnit.parse(unit),
                values.stream().mapToDouble(Double::doubleValue).max().orElse(0));
        List<WhiskerBars.Bar> bars = new ArrayList<>();
        for (int i = 0; i < drawn.size(); i++) {
            Spread s = spreads.get(i).dividedBy(scale.factor());
            JmhResult r = drawn.get(i);
            bars.add(new WhiskerBars.Bar(category.apply(r), series.apply(r), values.get(i) / scale.factor(),
                    s.isEmpty() ? Double.NaN : s.min(), s.isEmpty() ? Double.NaN : s.max()));
        }
        String axis = unit.equals("ms/op") ? "milliseconds per operation" : scale.unit().isEmpty() ? "count"
                : scale.unit();
        return Optional.of(WhiskerBars.of(title, HOW_TO_READ, axis, bars));
    }

    /** One chart per unit for results that share nothing but being listed together (the single combinations). */
    static List<Chart> byUnit(String title, List<JmhResult> results, Function<JmhResult, String> label) {
        List<Chart> charts = new ArrayList<>();
        List<String> units = results.stream().map(r -> CellFormat.shown(r.primary()).unit().text()).distinct()
                .toList();
        for (String unit : units) {
            List<JmhResult> same = results.stream()
                    .filter(r -> CellFormat.shown(r.primary()).unit().text().equals(unit)).toList();
            of(title + (units.size() > 1 ? " (" + unit + ")" : ""), same,
                    label, r -> "median", JmhResult::primary).ifPresent(charts::add);
        }
        return charts;
    }
}
