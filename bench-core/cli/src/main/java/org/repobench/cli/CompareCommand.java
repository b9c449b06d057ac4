package org.repobench.cli;

import org.repobench.api.ExitStatus;
import org.repobench.compare.CompareOptions;
import org.repobench.compare.Comparison;
import org.repobench.compare.ComparisonJson;
import org.repobench.compare.ComparisonPage;
import org.repobench.compare.ComparisonReport;
import org.repobench.compare.ComparisonTable;
import org.repobench.compare.Pairing;
import org.repobench.results.ResultSet;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.OptionalDouble;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * {@code ./repobench compare BASE.json HEAD.json [--threshold PCT] [--pooled-threshold PCT] [--alloc-threshold PCT]
 * [--alpha A] [--json OUT] [--html OUT] [--pair-without target] [--paired]}: judges every benchmark present in both
 * JMH result files, its time and, where both ran {@code -prof gc}, its allocation per operation.
 * {@code --pair-without} names params that tell the two files apart rather than their benchmarks (two runs against
 * two Fedora builds: {@code target}), left out when results are paired. {@code --paired}: fork k of base ran beside
 * fork k of head (a gate's base.json and head.json), so the forks are judged as pairs (Wilcoxon's signed-rank test),
 * which leaves out what each pair shared. {@code --pooled-threshold}: the floor of every benchmark as one, the
 * threshold's unless given.
 * Exit 0: no regression; 1: at least one regression; 2: bad input
 * (unreadable file, nothing in common, a pair with fewer than {@value CompareOptions#MIN_FORKS} forks on a side, bad
 * option) or no verdict (fork counts that could not show a change at the alpha, as the gate refuses them: one line
 * saying how many forks each side needs). See {@link Comparison} for the statistics.
 */
public final class CompareCommand implements Command {
    static final String THRESHOLD = "--threshold";
    /** The floor of every benchmark as one (time and CPU), {@link #THRESHOLD}'s value unless given. */
    static final String POOLED_THRESHOLD = "--pooled-threshold";
    private static final Set<String> VALUED = new LinkedHashSet<>(List.of(THRESHOLD, POOLED_THRESHOLD,
            "--alloc-threshold", "--alpha", "--json", "--html", "--pair-without"));
    /** The flag that pairs fork k of base with fork k of head ({@link Pairing#BY_FORK}), as a gate's forks pair. */
    static final String PAIRED = "--paired";
    private static final Pattern PARAM_NAME = Pattern.compile("[A-Za-z_$][A-Za-z0-9_$]*");

    @Override
    public String name() {
        return "compare";
    }

    @Override
    public String summary() {
        return "BASE.json HEAD.json [--threshold PCT] [--pooled-threshold PCT] [--alloc-threshold PCT] [--alpha A]"
                + " [--json OUT] [--html OUT]"
                + " [--pair-without target] [--paired]: per-benchmark verdicts on time and allocation from fork"
                + " samples; exit 1 on a regression";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws IOException {
        Arguments arguments = Arguments.parse(args, VALUED, Set.of(PAIRED));
        if (arguments.positional().size() != 2) {
            throw new UsageException("expected two JMH JSON files, BASE.json HEAD.json, got "
                    + arguments.positional().size() + (arguments.positional().isEmpty() ? ""
                    : " (" + String.join(" ", arguments.positional()) + ")"));
        }
        CompareOptions options = options(arguments);
        Path baseFile = Path.of(arguments.positional().get(0));
        Path headFile = Path.of(arguments.positional().get(1));
        ComparisonReport report = new Comparison(options, pairWithout(arguments))
                .compare(baseFile, ResultSet.load(baseFile), headFile, ResultSet.load(headFile));
        ComparisonTable.print(report, out);
        report.problems().forEach(p -> err.println("repobench compare: cannot compare " + p));
        if (report.problems().isEmpty() && report.outcome() == ExitStatus.NO_VERDICT) {
            report.noVerdict().ifPresent(line -> err.println("repobench compare: " + line));
        }
        if (arguments.has("--json")) {
            Path target = Path.of(arguments.get("--json", null));
            out.println("wrote " + writeTo("--json", target, () -> ComparisonJson.write(report, target)));
        }
        if (arguments.has("--html")) {
            Path target = Path.of(arguments.get("--html", null));
            out.println("wrote " + writeTo("--html", target, () -> ComparisonPage.write(report, target)));
        }
        return ExitCodes.of(report.outcome());
    }

    /** {@code --pair-without target,store}: param names, comma-separated; none without the option. */
    static Set<String> pairWithout(Arguments arguments) {
        if (!arguments.has("--pair-without")) {
            return Set.of();
        }
        Set<String> names = new LinkedHashSet<>();
        for (String name : arguments.get("--pair-without", "").split(",")) {
            if (!PARAM_NAME.matcher(name.trim()).matches()) {
                throw new UsageException("--pair-without: '" + name.trim() + "' is not a param name; accepted: JMH"
                        + " @Param names, comma-separated, e.g. target");
            }
            names.add(name.trim());
        }
        return names;
    }

    /**
     * The comparison's strictness from {@code --threshold}, {@code --alloc-threshold} and {@code --alpha}, and its
     * pairing from {@code --paired}.
     */
    static CompareOptions options(Arguments arguments) {
        return options(arguments, OptionalDouble.empty());
    }

    /**
     * The options as given; every benchmark as one judged at {@link #POOLED_THRESHOLD} if given, else at
     * {@code pooledDefault} if there is one (the side-by-side gate's) and the time threshold is not finer, else at the
     * time threshold.
     */
    static CompareOptions options(Arguments arguments, OptionalDouble pooledDefault) {
        CompareOptions given = new CompareOptions(
                arguments.percentage(THRESHOLD, CompareOptions.DEFAULT_THRESHOLD_PERCENT,
                        CompareOptions.MAX_THRESHOLD_PERCENT),
                arguments.significanceLevel("--alpha", CompareOptions.DEFAULT_ALPHA),
                arguments.percentage("--alloc-threshold", CompareOptions.DEFAULT_ALLOCATION_THRESHOLD_PERCENT,
                        CompareOptions.MAX_THRESHOLD_PERCENT),
                arguments.flag(PAIRED) ? Pairing.BY_FORK : Pairing.INDEPENDENT);
        double fallback = Math.min(pooledDefault.orElse(Double.MAX_VALUE), given.threshold() * 100);
        return given.withPooledThreshold(arguments.percentage(POOLED_THRESHOLD, fallback,
                CompareOptions.MAX_THRESHOLD_PERCENT));
    }

    /** A write that fails is bad input (exit 2), never mistaken for a regression (exit 1). */
    private static Path writeTo(String option, Path target, Writer writer) {
        try {
            return writer.write();
        } catch (IOException e) {
            throw new UsageException(option + ": cannot write " + target.toAbsolutePath() + " (" + e
                    + "); give a file in a writable directory");
        }
    }

    @FunctionalInterface
    private interface Writer {
        Path write() throws IOException;
    }
}
