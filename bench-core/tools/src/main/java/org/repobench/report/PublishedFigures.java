package org.repobench.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.repobench.results.JmhResult;
import org.repobench.results.Metric;
import org.repobench.results.Numbers;
import org.repobench.results.ParamOrder;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * The Fedora studies' published figures ({@code published/figures.json}, kept exactly as published) and the results of
 * ours they stand beside. A figure is shown beside a result of the benchmark, params and target its {@code match}
 * names (a Fedora 4 figure never stands beside Fedora 6); a match that names no store matches every store, because
 * the study did not say. The ratio ours ÷ published is context,
 * not a verdict: machines, versions and often the method differ, and the conditions column says how.
 */
final class PublishedFigures {
    static final String RESOURCE = "published/figures.json";
    /** The {@code target} of results that have none: before servers, everything measured the model. */
    private static final String MODEL = "MODEL";

    record Source(String document, String table, String provenance) {
    }

    /** @param low the figure in ms (a range's lower end), NaN when the figure is not a time */
    record Figure(String id, Source source, String system, String machine, String timed, String text, double low,
                  double high, Optional<Match> match) {
    }

    /**
     * @param benchmark class and method, e.g. {@code ManyMembersBenchmark.warmGet}
     * @param targets   the systems of the kind the study measured (the Fedora 4 studies: the model and Fedora 4.7.5);
     *                  a result without a target param is the model's
     * @param metric    the secondary metric (in ms) the figure stands beside, e.g. an ingest's
     *                  {@code ingest.msPerResource}; empty for the benchmark's own score
     */
    record Match(String benchmark, Map<String, String> params, List<String> targets, Optional<String> metric) {
        boolean matches(JmhResult r) {
            return r.key().shortName().equals(benchmark) && r.key().threads() == 1
                    && targets.contains(r.params().getOrDefault(ParamOrder.TARGET, MODEL))
                    && params.entrySet().stream().allMatch(p -> p.getValue().equals(r.params().get(p.getKey())))
                    && metric.map(m -> r.secondary(m) != null).orElse(true);
        }

        /** What of ours stands beside the figure. */
        Metric ours(JmhResult r) {
            return metric.map(r::secondary).orElse(r.primary());
        }

        /** Its median in ms (a secondary metric is in ms already). */
        double oursMillis(JmhResult r) {
            if (metric.isEmpty()) {
                return CellFormat.medianMillis(r);
            }
            return ours(r).median();
        }
    }

    /**
     * A study's whole table, row by row as published, for a benchmark whose report section has the same shape (the
     * CRUD study's: thread counts down, operations across).
     *
     * @param benchmark the benchmark class's simple name
     * @param methods   our benchmark methods, in the order of the study's columns
     * @param headers   the study's own column names
     */
    record StudyTable(String id, Source source, String title, String system, String machine, String timed,
                      String benchmark, Map<String, String> params, List<String> targets, List<String> methods,
                      List<String> headers, List<StudyRow> rows) {
        /** Whether the table stands beside this result: same benchmark class, same params, a target of its kind. */
        boolean standsBeside(JmhResult r) {
            return r.key().shortName().startsWith(benchmark + ".")
                    && targets.contains(r.params().getOrDefault(ParamOrder.TARGET, MODEL))
                    && params.entrySet().stream().allMatch(p -> p.getValue().equals(r.params().get(p.getKey())));
        }
    }

    /** @param run the study's name for the run the row belongs to ("increasing", "decreasing") */
    record StudyRow(String run, int threads, List<Double> millis) {
    }

    private final List<Figure> figures;
    private final List<StudyTable> tables;

    private PublishedFigures(List<Figure> figures, List<StudyTable> tables) {
        this.figures = List.copyOf(figures);
        this.tables = List.copyOf(tables);
    }

    /** The figures shipped with repobench. */
    static PublishedFigures load() {
        try (InputStream in = PublishedFigures.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is missing from the classpath");
            }
            return read(new ObjectMapper().readTree(in));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + RESOURCE, e);
        }
    }

    static PublishedFigures read(JsonNode root) {
        Map<String, Source> sources = new LinkedHashMap<>();
        root.path("sources").fields().forEachRemaining(e -> sources.put(e.getKey(), new Source(
                text(e.getValue(), "document"), text(e.getValue(), "table"), text(e.getValue(), "provenance"))));
        List<Figure> figures = new ArrayList<>();
        for (JsonNode f : root.path("figures")) {
            String id = text(f, "id");
            Source source = sources.get(text(f, "source"));
            if (source == null) {
                throw new IllegalStateException(RESOURCE + ": figure " + id + " names source '" + text(f, "source")
                        + "', which is not under \"sources\"");
            }
            Optional<Match> match = Optional.empty();
            if (f.has("match")) {
                Map<String, String> params = new LinkedHashMap<>();
                f.get("match").path("params").fields()
                        .forEachRemaining(p -> params.put(p.getKey(), p.getValue().asText()));
                JsonNode metric = f.get("match").get("metric");
                List<String> targets = new ArrayList<>();
                f.get("match").path("targets").forEach(t -> targets.add(t.asText()));
                if (targets.isEmpty()) {
                    throw new IllegalStateException(RESOURCE + ": figure " + id + " has a match without \"targets\":"
                            + " name the systems of the kind the study measured");
                }
                match = Optional.of(new Match(text(f.get("match"), "benchmark"), params, List.copyOf(targets),
                        metric == null ? Optional.empty() : Optional.of(metric.asText())));
                if (!"ms".equals(f.path("unit").asText()) || !f.has("low") || !f.has("high")) {
                    throw new IllegalStateException(RESOURCE + ": figure " + id + " has a match, so it needs low and"
                            + " high in unit \"ms\" to compare with");
                }
            }
            figures.add(new Figure(id, source, text(f, "system"), text(f, "machine"), text(f, "timed"),
                    text(f, "figure"), f.path("low").asDouble(Double.NaN), f.path("high").asDouble(Double.NaN),
                    match));
        }
        List<StudyTable> tables = new ArrayList<>();
        for (JsonNode t : root.path("tables")) {
            tables.add(studyTable(t, sources));
        }
        return new PublishedFigures(figures, tables);
    }

    private static StudyTable studyTable(JsonNode t, Map<String, Source> sources) {
        String id = text(t, "id");
        Source source = sources.get(text(t, "source"));
        if (source == null || !"ms".equals(t.path("unit").asText())) {
            throw new IllegalStateException(RESOURCE + ": table " + id + " needs a source under \"sources\" and unit"
                    + " \"ms\"");
        }
        Map<String, String> params = new LinkedHashMap<>();
        t.path("params").fields().forEachRemaining(p -> params.put(p.getKey(), p.getValue().asText()));
        List<String> methods = texts(t, "methods");
        List<String> headers = texts(t, "headers");
        List<StudyRow> rows = new ArrayList<>();
        for (JsonNode row : t.path("rows")) {
            List<Double> millis = new ArrayList<>();
            row.path("ms").forEach(v -> millis.add(v.asDouble()));
            if (millis.size() != methods.size()) {
                throw new IllegalStateException(RESOURCE + ": table " + id + " has a row of " + millis.size()
                        + " figures for " + methods.size() + " methods: " + row);
            }
            rows.add(new StudyRow(text(row, "run"), row.path("threads").asInt(), List.copyOf(millis)));
        }
        if (headers.size() != methods.size() || texts(t, "targets").isEmpty() || rows.isEmpty()) {
            throw new IllegalStateException(RESOURCE + ": table " + id + " needs as many headers as methods, targets"
                    + " and rows");
        }
        return new StudyTable(id, source, text(t, "title"), text(t, "system"), text(t, "machine"), text(t, "timed"),
                text(t, "benchmark"), params, texts(t, "targets"), methods, headers, rows);
    }

    private static List<String> texts(JsonNode node, String field) {
        List<String> values = new ArrayList<>();
        node.path(field).forEach(v -> values.add(v.asText()));
        return List.copyOf(values);
    }

    private static String text(JsonNode node, String field) {
        JsonNode value = node.get(field);
        if (value == null || !value.isTextual()) {
            throw new IllegalStateException(RESOURCE + ": missing text field \"" + field + "\" in " + node);
        }
        return value.textValue();
    }

    List<Figure> figures() {
        return figures;
    }

    /** The study table that stands beside all of these results (one block of a section), if one does. */
    Optional<StudyTable> studyTable(List<JmhResult> block) {
        return tables.stream().filter(t -> !block.isEmpty() && block.stream().allMatch(t::standsBeside)).findFirst();
    }

    boolean hasStudyTable(JmhResult r) {
        return tables.stream().anyMatch(t -> t.standsBeside(r));
    }

    List<Figure> matching(JmhResult r) {
        return figures.stream().filter(f -> f.match().map(m -> m.matches(r)).orElse(false)).toList();
    }

    /**
     * One row per result and matching figure, then the sources of those figures, each once (a study's document is
     * long, and one result can stand beside a dozen of its rows); empty when nothing matches.
     */
    List<ReportTable> tables(List<JmhResult> results, Function<JmhResult, String> label) {
        List<List<Cell>> rows = new ArrayList<>();
        Map<Source, String> sources = new LinkedHashMap<>();
        for (JmhResult r : results) {
            for (Figure f : matching(r)) {
                Match match = f.match().orElseThrow();
                double ours = match.oursMillis(r);
                String what = label.apply(r) + match.metric().map(m -> " (" + m + ")").orElse("");
                String source = sources.computeIfAbsent(f.source(), s -> "[" + (sources.size() + 1) + "]");
                rows.add(List.of(Cell.of(what), Cell.of(CellFormat.spread(match.ours(r))),
                        Cell.of(f.text()), Cell.of(ratio(ours, f)),
                        // one column for who measured what where, so the table fits a page without scrolling
                        new Cell(f.system(), List.of("machine: " + f.machine(), "timed: " + f.timed(),
                                "source: " + source))));
            }
        }
        if (rows.isEmpty()) {
            return List.of();
        }
        List<List<Cell>> sourceRows = new ArrayList<>();
        sources.forEach((source, key) -> sourceRows.add(List.of(Cell.of(key), Cell.of(source.document()),
                Cell.of(source.table()), Cell.of(source.provenance()))));
        return List.of(new ReportTable("Published figures (context, not a verdict)", List.of("result", "ours",
                        "published", "ours \u00f7 published", "study's system and conditions"), rows),
                new ReportTable("Sources of the published figures", List.of("source", "document", "table",
                        "provenance"), sourceRows));
    }

    /** "0.53×", or "0.49–0.53×" for a published range; our median against each end. */
    static String ratio(double oursMillis, Figure f) {
        if (!Double.isFinite(oursMillis)) {
            return "n/a";
        }
        String low = Numbers.significant(oursMillis / f.high(), 2);
        String high = Numbers.significant(oursMillis / f.low(), 2);
        return (low.equals(high) ? low : low + "\u2013" + high) + "\u00d7";
    }
}
