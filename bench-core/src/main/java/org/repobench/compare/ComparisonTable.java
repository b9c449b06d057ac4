package org.repobench.compare;

import org.repobench.results.Numbers;
import org.repobench.results.ResultKey;
import org.repobench.results.TextTable;

import java.io.PrintStream;
import java.util.List;
import java.util.Locale;

/** Prints a {@link ComparisonReport} for a terminal or CI log. */
final class ComparisonTable {
    private ComparisonTable() {
    }

    static void print(ComparisonReport report, PrintStream out) {
        double alpha = report.settings().alpha();
        out.println("compare: base " + report.baseFile() + ", head " + report.headFile() + " ("
                + report.settings().describe() + ")");
        TextTable table = new TextTable("benchmark", ">base mean ± sd (forks)", ">head mean ± sd (forks)",
                ">head/base [" + percent(1 - alpha) + " CI]", ">p", "verdict");
        for (PairResult p : report.pairs()) {
            table.row(p.key().label() + " [" + p.key().mode() + "]", side(p, p.base()), side(p, p.head()),
                    ratio(p.ratio(), alpha), Numbers.pValue(p.test().p()), verdict(p));
        }
        if (!table.isEmpty()) {
            out.print(table.render());
        }
        for (PairResult p : report.pairs()) {
            p.notes().forEach(n -> out.println("  note: " + p.key().label() + ": " + n));
        }
        listOneSided(out, "only in base (not compared)", report.onlyInBase());
        listOneSided(out, "only in head (not compared)", report.onlyInHead());
        out.println(String.format(Locale.ROOT, "%d compared: %d regression, %d warning, %d improvement, %d pass,"
                        + " %d inconclusive%s", report.pairs().size(), report.count(Verdict.REGRESSION),
                report.count(Verdict.WARNING), report.count(Verdict.IMPROVEMENT), report.count(Verdict.PASS),
                report.count(Verdict.INCONCLUSIVE),
                report.problems().isEmpty() ? "" : ", " + report.problems().size() + " not comparable"));
        out.println("method: samples are per-fork means; p is the exact two-sided Mann-Whitney U test;"
                + " head/base is the Hodges-Lehmann ratio with its distribution-free interval");
    }

    private static String side(PairResult p, Sample s) {
        return Numbers.withError(s.mean(), s.sd(), 4) + " " + p.unit() + " (" + s.size() + ")";
    }

    /** The interval's real coverage is shown when few forks could not reach the requested one. */
    private static String ratio(RatioEstimate r, double alpha) {
        if (!Double.isFinite(r.ratio())) {
            return "n/a";
        }
        String text = String.format(Locale.ROOT, "%.3f [%.3f, %.3f]", r.ratio(), r.low(), r.high());
        return r.confidence() < 1 - alpha - 1e-9 ? text + " (" + percent(r.confidence()) + " CI)" : text;
    }

    private static String verdict(PairResult p) {
        return switch (p.verdict()) {
            case REGRESSION, WARNING, IMPROVEMENT -> p.verdict().label() + " ("
                    + String.format(Locale.ROOT, "%.1f%%", Math.abs(p.change()) * 100)
                    + (p.change() > 0 ? " worse)" : " better)");
            default -> p.verdict().label();
        };
    }

    private static void listOneSided(PrintStream out, String title, List<ResultKey> keys) {
        if (!keys.isEmpty()) {
            out.println(title + ":");
            keys.forEach(k -> out.println("  " + k.label() + " [" + k.mode() + "]"));
        }
    }

    static String percent(double fraction) {
        String s = String.format(Locale.ROOT, "%.1f", fraction * 100);
        return (s.endsWith(".0") ? s.substring(0, s.length() - 2) : s) + "%";
    }
}
