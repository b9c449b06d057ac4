package org.repobench.report;

import org.repobench.chart.Chart;
import org.repobench.results.JmhResult;
import org.repobench.results.ParamOrder;
import org.repobench.results.ResultSet;
import org.repobench.results.SampleNote;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * What a report shows, computed once for both renderers: a section per benchmark method (or per class, for operations
 * run at several thread counts), the results that have nothing varying (listed together instead of as 1 × 1 tables),
 * and the environment.
 */
record ReportModel(ResultSet results, List<Section> sections) {
    /** How to read the figures; printed above the sections of both reports. */
    static final List<String> HELP = List.of(
            "Cells: the median over all measurement iterations of all forks, with the range [min\u2013max] and the"
                    + " number of iterations n; time per operation is in milliseconds. With the few iterations a"
                    + " quick run has, this range is what a reader can use. Under it, \"JMH\" is JMH's own score:"
                    + " the mean \u00b1 the half-width of its 99.9 % confidence interval, which with 3 iterations is"
                    + " often larger than the mean. Then the per-member cost (median ms \u00f7 size) and, where -prof"
                    + " gc ran, the bytes allocated per operation and per member. \u2014 means the combination was"
                    + " not run.",
            "Published figures: where a result meets every condition of a figure a Fedora study published"
                    + " (workload, size, store, cacheSize, parallel, referenceLookup, traversal, prefer, layout, one"
                    + " client \u2026: the study's own where it named them, its defaults where it did not), and is of"
                    + " the kind of system the study measured (the Fedora 4 studies: the model and Fedora 4.7.5, whose"
                    + " n/a levers count as what it runs: sequential streams, Fedora 4's traversal and lookup), the"
                    + " figure stands beside it with ours \u00f7 published (below 1: our run was faster). It is"
                    + " context, not a verdict: the studies ran other fcrepo versions on other machines, often timing"
                    + " a whole HTTP request with curl; the conditions column says what each figure measured.",
            "Charts: points and bars are medians, whiskers the range over iterations; ratio charts show each"
                    + " ratio's confidence interval on a log axis centred on 1.0, where an interval crossing 1.0 is"
                    + " no evidence of an effect.");

    static ReportModel of(ResultSet results) {
        PublishedFigures published = PublishedFigures.load();
        List<Section> sections = new ArrayList<>();
        Set<JmhResult> done = new HashSet<>();
        Map<List<String>, List<JmhResult>> byThreads = OperationsSection.find(results.results(), published);
        for (Map.Entry<List<String>, List<JmhResult>> ops : byThreads.entrySet()) {
            sections.add(withSamples(OperationsSection.of(ops.getKey().get(0), ops.getKey().get(1), ops.getValue(),
                    published), ops.getValue()));
            done.addAll(ops.getValue());
        }
        List<JmhResult> singles = new ArrayList<>();
        for (BenchmarkGroup group : BenchmarkGroup.of(results)) {
            List<JmhResult> rest = group.results().stream().filter(r -> !done.contains(r)).toList();
            if (rest.isEmpty()) {
                continue;
            }
            PivotTable table = PivotTable.of(new BenchmarkGroup(group.benchmark(), group.mode(), rest));
            if (table.isSingle()) {
                singles.addAll(rest);
            } else {
                sections.add(withSamples(PivotSection.of(table, published), rest));
            }
        }
        if (!singles.isEmpty()) {
            sections.add(withSamples(singles(singles, published), singles));
        }
        sections.add(EnvironmentSummary.of(results).section());
        return new ReportModel(results, sections);
    }

    /**
     * The section with what its samples are under its other notes: every range, error and interval in it is over
     * them, and a fork of one server leaves out the variance a server start holds.
     */
    private static Section withSamples(Section section, List<JmhResult> results) {
        return section.with(results, SampleNote.of(results));
    }

    /** The tables in a study's own shape that go under a section's main table: an ingest's, a version history's. */
    static List<ReportTable> studyShaped(List<JmhResult> results, Function<JmhResult, String> label) {
        return Stream.of(GrowthReport.ingestTable(results, label), VersionDiskTable.of(results))
                .filter(t -> !t.isEmpty()).toList();
    }

    /**
     * The tables a reader looks up rather than reads, folded under a section, where they have rows: the published
     * figures beside matching results and every secondary metric.
     */
    static List<ReportTable> lookedUp(List<JmhResult> results, Function<JmhResult, String> label,
                                      PublishedFigures published) {
        return Stream.concat(published.tables(results, label).stream(),
                Stream.of(SecondaryMetrics.table(results, label))).filter(t -> !t.isEmpty()).toList();
    }

    private static Section singles(List<JmhResult> singles, PublishedFigures published) {
        // a write benchmark kept going past failed writes shows them beside its time, not only among the metrics
        boolean writes = singles.stream().anyMatch(r -> CellFormat.writeCounts(r).isPresent());
        // what all of them share is said once, so the rows, and the charts' labels, keep what tells them apart
        Map<String, String> common = singles.size() < 2 ? Map.of()
                : ParamOrder.common(singles.stream().map(JmhResult::params).toList());
        Function<JmhResult, String> label = r -> r.key().label(common.keySet());
        List<List<Cell>> rows = new ArrayList<>();
        for (JmhResult r : singles) {
            List<Cell> row = new ArrayList<>(List.of(Cell.of(r.key().shortName()), Cell.of(r.mode()),
                    Cell.of(ParamOrder.describe(distinct(r, common))), CellFormat.cell(r)));
            if (writes) {
                row.add(Cell.of(CellFormat.writeCounts(r).orElse("")));
            }
            rows.add(row);
        }
        List<String> headers = new ArrayList<>(List.of("benchmark", "mode", "params", "score"));
        if (writes) {
            headers.add("writes");
        }
        List<ReportTable> tables = new ArrayList<>();
        tables.add(new ReportTable("", headers, rows));
        tables.addAll(studyShaped(singles, label));
        List<String> notes = new ArrayList<>(List.of("Benchmarks with a single params combination."
                + (common.isEmpty() ? "" : " All of them: " + ParamOrder.describe(common) + ".")));
        List<Chart> charts = new ArrayList<>(ResultBars.byUnit("Other results", singles, label));
        charts.addAll(SecondaryMetrics.charts("Other results", singles, label, r -> "median"));
        charts.addAll(GrowthReport.charts("Other results", singles, label));
        List<String> findings = new ArrayList<>();
        for (JmhResult r : singles) {
            String name = r.key().shortName();
            String params = ParamOrder.describe(distinct(r, common));
            FindingText.figure(r, name.substring(name.lastIndexOf('.') + 1)).ifPresent(figure -> findings.add(name
                    + (params.isEmpty() ? "" : " " + params) + ": " + figure));
        }
        return new Section("Other results", "other-results", Findings.of(findings), charts, tables, notes,
                lookedUp(singles, label, published), List.of());
    }

    /** The result's params but those every result of its section shares. */
    private static Map<String, String> distinct(JmhResult r, Map<String, String> common) {
        Map<String, String> own = new LinkedHashMap<>(r.params());
        common.keySet().forEach(own::remove);
        return own;
    }
}
