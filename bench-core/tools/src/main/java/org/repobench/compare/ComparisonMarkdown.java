package org.repobench.compare;

import org.repobench.results.AtomicFiles;
import org.repobench.results.Numbers;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The verdict table as Markdown, for a CI job's summary page ({@code $GITHUB_STEP_SUMMARY}): one row per benchmark
 * and signal, with head ÷ base, its interval, p, what the comparison could have seen, and the verdict.
 */
public final class ComparisonMarkdown {
    private ComparisonMarkdown() {
    }

    public static List<String> lines(ComparisonReport report) {
        List<String> lines = new ArrayList<>();
        lines.add("| benchmark | signal | head ÷ base [" + ComparisonTable.percent(1 - report.options().alpha())
                + " CI] | p | could see | verdict |");
        lines.add("|---|---|---|---|---|---|");
        ComparisonLabels labels = ComparisonLabels.of(report.benchmarks());
        for (BenchmarkComparison p : report.benchmarks()) {
            String name = labels.of(p.key());
            row(lines, name, "time", Optional.of(p.time()));
            for (Signal signal : Signal.values()) {
                row(lines, name, signal.label(), p.signal(signal));
            }
        }
        report.pooled().forEach(all -> row(lines, all.label(), all.signal(), Optional.of(all.judgement())));
        lines.add("");
        lines.add(capitalised(report.rule()) + ".");
        lines.add("");
        StringBuilder summary = new StringBuilder(String.format(Locale.ROOT, "%d compared (%s); time: %d regression,"
                        + " %d warning, %d improvement, %d pass, %d inconclusive", report.benchmarks().size(),
                report.options().describe(), report.count(Verdict.REGRESSION), report.count(Verdict.WARNING),
                report.count(Verdict.IMPROVEMENT), report.count(Verdict.PASS), report.count(Verdict.INCONCLUSIVE)));
        for (Signal signal : Signal.values()) {
            report.verdicts(signal).ifPresent(line -> summary.append("; ").append(line));
        }
        report.pooled().stream().findFirst().ifPresent(all -> summary.append(". ")
                .append(capitalised(all.note(labels))));
        lines.add(summary + ". " + capitalised(ComparisonTable.COULD_SEE) + ". "
                + capitalised(ComparisonTable.P) + "."
                + report.armsLine().map(line -> " Arms: " + line + ".").orElse("")
                + labels.line().map(line -> " " + line).orElse(""));
        noVerdicts(report, labels, lines);
        return lines;
    }

    /**
     * What could not be judged, under the summary: the comparison's no-verdict line, then each signal one side has
     * and each benchmark on one side only. A job summary shows no notes, and a reader of it must not take a signal
     * missing from the table for a pass.
     */
    private static void noVerdicts(ComparisonReport report, ComparisonLabels labels, List<String> lines) {
        report.noVerdict().ifPresent(line -> {
            lines.add("");
            lines.add("**" + capitalised(line) + "**");
        });
        for (BenchmarkComparison p : report.benchmarks()) {
            p.unjudged().forEach(note -> lines.add("- " + escape(labels.of(p.key())) + ": " + escape(note)));
        }
        report.onlyInBase().forEach(k -> lines.add("- " + escape(k.label() + " [" + k.mode() + "]")
                + ": only in base, not compared"));
        report.onlyInHead().forEach(k -> lines.add("- " + escape(k.label() + " [" + k.mode() + "]")
                + ": only in head, not compared"));
    }

    /** Writes {@code compare.md}-style text atomically. */
    public static Path write(ComparisonReport report, Path file) throws IOException {
        return AtomicFiles.write(file, String.join("\n", lines(report)) + "\n");
    }

    private static void row(List<String> lines, String name, String signal, Optional<Judgement> judged) {
        judged.ifPresent(j -> lines.add("| " + escape(name) + " | " + signal + " | "
                + (Double.isFinite(j.ratio().ratio()) ? String.format(Locale.ROOT, "%.3f [%.3f, %.3f]",
                j.ratio().ratio(), j.ratio().low(), j.ratio().high()) : "n/a") + " | "
                + Numbers.pValue(j.decidingP()) + " | " + ComparisonTable.detectable(j) + " | "
                + bold(j) + " |"));
    }

    private static String bold(Judgement j) {
        String verdict = ComparisonTable.verdict(j);
        return j.verdict() == Verdict.REGRESSION ? "**" + verdict + "**" : verdict;
    }

    private static String escape(String text) {
        return text.replace("|", "\\|");
    }

    private static String capitalised(String text) {
        return Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }
}
