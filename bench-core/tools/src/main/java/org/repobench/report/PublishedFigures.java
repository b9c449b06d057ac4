package org.repobench.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.repobench.api.ParamNames;
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
 * ours they stand beside. Each figure names every condition it was measured under, and stands beside a result only
 * when the result meets them all ({@link FigureConditions}: the one rule, for figures and study tables alike; a Fedora
 * 4 figure never stands beside Fedora 6). The ratio ours ÷ published is context, not a verdict: machines, versions and
 * often the method differ, and the conditions column says how.
 */
final class PublishedFigures {
    static final String RESOURCE = "published/figures.json";

    record Source(String document, String table, String provenance) {
    }

    /** @param low the figure in ms (a range's lower end), NaN when the figure is not a time */
    record Figure(String id, Source source, String system, String machine, String timed, String text, double low,
                  double high, Optional<Match> match) {
    }

    /**
     * @param benchmark  class and method, e.g. {@code ManyMembersBenchmark.warmGet}
     * @param conditions every condition the figure was measured under, and the kind of system
     * @param metric     the secondary metric (in ms) the figure stands beside, e.g. an ingest's
     *                   {@code ingest.msPerResource}; empty for the benchmark's own score
     */
    record Match(String benchmark, FigureConditions conditions, Optional<String> metric) {
        boolean matches(JmhResult r) {
            return r.key().shortName().equals(benchmark) && conditions.holdFor(r)
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
     * @param benchmark  the benchmark class's simple name
     * @param conditions every condition the study ran under but the thread count, which each row names
     * @param methods    our benchmark methods, in the order of the study's columns
     * @param headers    the study's own column names
     */
    record StudyTable(String id, Source source, String title, String system, String machine, String timed,
                      String benchmark, FigureConditions conditions, List<String> methods, List<String> headers,
                      List<StudyRow> rows) {
        /** Whether the table stands beside this result: same benchmark class, every condition met. */
        boolean standsBeside(JmhResult r) {
            return r.key().shortName().startsWith(benchmark + ".") && conditions.holdFor(r);
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
        Map<String, Map<String, String>> builtIn = new LinkedHashMap<>();
        root.path("builtIn").fields().forEachRemaining(e -> builtIn.put(e.getKey(), textFields(e.getValue(),
                "builtIn." + e.getKey())));
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
                JsonNode metric = f.get("match").get("metric");
                FigureConditions conditions = conditions(f.get("match"), "figure " + id, builtIn);
                if (!conditions.named().containsKey(FigureConditions.THREADS)) {
                    throw new IllegalStateException(RESOURCE + ": figure " + id + " names no \""
                            + FigureConditions.THREADS + "\": say how many clients the study ran");
                }
                match = Optional.of(new Match(text(f.get("match"), "benchmark"), conditions,
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
            tables.add(studyTable(t, sources, builtIn));
        }
        return new PublishedFigures(figures, tables);
    }

    private static StudyTable studyTable(JsonNode t, Map<String, Source> sources,
                                         Map<String, Map<String, String>> builtIn) {
        String id = text(t, "id");
        Source source = sources.get(text(t, "source"));
        if (source == null || !"ms".equals(t.path("unit").asText())) {
            throw new IllegalStateException(RESOURCE + ": table " + id + " needs a source under \"sources\" and unit"
                    + " \"ms\"");
        }
        FigureConditions conditions = conditions(t, "table " + id, builtIn);
        if (conditions.named().containsKey(FigureConditions.THREADS)) {
            throw new IllegalStateException(RESOURCE + ": table " + id + " names \"" + FigureConditions.THREADS
                    + "\": each of its rows says its own");
        }
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
        if (headers.size() != methods.size() || rows.isEmpty()) {
            throw new IllegalStateException(RESOURCE + ": table " + id + " needs as many headers as methods, and"
                    + " rows");
        }
        return new StudyTable(id, source, text(t, "title"), text(t, "system"), text(t, "machine"), text(t, "timed"),
                text(t, "benchmark"), conditions, methods, headers, rows);
    }

    /**
     * The {@code conditions} and {@code targets} of a figure's match or a table: the targets must be under
     * {@code builtIn} (what each does where it lacks a lever), every condition a non-blank text.
     */
    private static FigureConditions conditions(JsonNode holder, String what,
                                               Map<String, Map<String, String>> builtIn) {
        List<String> targets = texts(holder, "targets");
        if (targets.isEmpty() || !builtIn.keySet().containsAll(targets)) {
            throw new IllegalStateException(RESOURCE + ": " + what + " needs \"targets\", the systems of the kind"
                    + " the study measured, each under \"builtIn\" " + builtIn.keySet() + ": " + targets);
        }
        if (!holder.has("conditions")) {
            throw new IllegalStateException(RESOURCE + ": " + what + " names no \"conditions\"");
        }
        return new FigureConditions(textFields(holder.get("conditions"), what), targets, builtIn);
    }

    /** An object of text fields, none blank. */
    private static Map<String, String> textFields(JsonNode node, String what) {
        Map<String, String> fields = new LinkedHashMap<>();
        node.fields().forEachRemaining(e -> {
            if (!e.getValue().isTextual() || e.getValue().textValue().isBlank()) {
                throw new IllegalStateException(RESOURCE + ": " + what + ": \"" + e.getKey() + "\" needs a text"
                        + " value, not " + e.getValue());
            }
            fields.put(e.getKey(), e.getValue().textValue());
        });
        return fields;
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
                List<String> notes = new ArrayList<>(List.of("machine: " + f.machine(), "timed: " + f.timed()));
                Map<String, String> lacking = match.conditions().metByLacking(r);
                if (!lacking.isEmpty()) {
                    notes.add(r.params().getOrDefault(ParamNames.TARGET, FigureConditions.MODEL) + " has no "
                            + String.join(", ", lacking.keySet()) + " lever (" + ParamOrder.NOT_APPLICABLE
                            + "); it runs as the study did: " + ParamOrder.describe(lacking));
                }
                notes.add("source: " + source);
                rows.add(List.of(Cell.of(what), Cell.of(CellFormat.spread(match.ours(r))),
                        Cell.of(f.text()), Cell.of(ratio(ours, f)),
                        // one column for who measured what where, so the table fits a page without scrolling
                        new Cell(f.system(), List.copyOf(notes))));
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
