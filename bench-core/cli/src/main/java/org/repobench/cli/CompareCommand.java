package org.repobench.cli;

import org.repobench.api.ExitStatus;
import org.repobench.api.OptionSpec;
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
 * [--alpha A] [--json OUT] [--html OUT] [--match-without target] [--by-step]}: judges every benchmark present in both
 * JMH result files, its time and, where both ran {@code -prof gc}, its allocation per operation.
 * {@code --match-without} names params that tell the two files apart rather than their benchmarks (two runs against
 * two Fedora builds: {@code target}), left out when results are matched. {@code --by-step}: fork k of base and fork k
 * of head ran in neighbouring steps or in one (a gate's base.json and head.json), so the forks are judged as pairs
 * (Wilcoxon's signed-rank test), which leaves out what each pair shared. {@code --pooled-threshold}: the floor of every
 * benchmark as one, the threshold's unless given. Exit 0: no regression; 1: at least one regression; 2: bad input
 * (unreadable file, nothing in common, a benchmark with fewer than {@value CompareOptions#MIN_FORKS} forks on a side,
 * bad option) or no verdict (fork counts that could not show a change at the alpha, as the gate refuses them: one line
 * saying how many forks each side needs). See {@link Comparison} for the statistics.
 */
public final class CompareCommand implements Command {
    static final String THRESHOLD = "--threshold";
    /** The floor of every benchmark as one (time and CPU), {@link #THRESHOLD}'s value unless given. */
    static final String POOLED_THRESHOLD = "--pooled-threshold";
    static final String ALLOC_THRESHOLD = "--alloc-threshold";
    static final String ALPHA = "--alpha";
    /**
     * The flag that pairs fork k of base with fork k of head, which ran in neighbouring steps of a gate or in one
     * ({@link Pairing#BY_STEP}).
     */
    static final String BY_STEP = "--by-step";
    /** {@link #BY_STEP}'s old spelling, refused with a line naming the new one. */
    static final String BY_STEP_FORMERLY = "--paired";
    private static final String JSON = "--json";
    private static final String HTML = "--html";
    /** Params left out when base's and head's results are matched by benchmark. */
    private static final String MATCH_WITHOUT = "--match-without";
    /** {@link #MATCH_WITHOUT}'s old spelling, refused with a line naming the new one. */
    private static final String MATCH_WITHOUT_FORMERLY = "--pair-without";
    private static final List<OptionSpec> OPTIONS = List.of(
            OptionSpec.valued(THRESHOLD, "PCT", "time and CPU time: a significant slowdown beyond it is a regression")
                    .defaultsTo(CompareOptions.DEFAULT_THRESHOLD_PERCENT),
            OptionSpec.valued(POOLED_THRESHOLD, "PCT", "the floor of every benchmark as one, time and CPU time")
                    .defaultsTo(THRESHOLD + "'s"),
            OptionSpec.valued(ALLOC_THRESHOLD, "PCT", "the same for allocation, counted work and statements per"
                    + " operation")
                    .defaultsTo(CompareOptions.DEFAULT_ALLOCATION_THRESHOLD_PERCENT),
            OptionSpec.valued(ALPHA, "A", "significance level, greater than 0 and less than 1")
                    .defaultsTo(CompareOptions.DEFAULT_ALPHA),
            OptionSpec.valued(JSON, "OUT", "also write the comparison as JSON to the file OUT"),
            OptionSpec.valued(HTML, "OUT", "also write a one-page view (head / base per benchmark) to the file OUT"),
            OptionSpec.valued(MATCH_WITHOUT, "NAME[,NAME...]", "params that tell the two files apart, left out when"
                    + " results are matched by benchmark (two Fedora builds: target)").formerly(MATCH_WITHOUT_FORMERLY),
            OptionSpec.flag(BY_STEP, "fork k of base and fork k of head ran in neighbouring steps or in one: judge"
                    + " the forks as pairs (Wilcoxon signed-rank; 6 pairs or more)").formerly(BY_STEP_FORMERLY));
    private static final Pattern PARAM_NAME = Pattern.compile("[A-Za-z_$][A-Za-z0-9_$]*");

    @Override
    public String name() {
        return "compare";
    }

    @Override
    public String summary() {
        return "judge two results files against each other: per benchmark, time and allocation from fork samples;"
                + " exit 1 on a regression";
    }

    @Override
    public String usage() {
        return "BASE.json HEAD.json [options]";
    }

    @Override
    public List<OptionSpec> options() {
        return OPTIONS;
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws IOException {
        Arguments arguments = Arguments.parse(args, name(), OPTIONS);
        if (arguments.positional().size() != 2) {
            throw new UsageException("expected two JMH JSON files, BASE.json HEAD.json, got "
                    + arguments.positional().size() + (arguments.positional().isEmpty() ? ""
                    : " (" + String.join(" ", arguments.positional()) + ")"));
        }
        CompareOptions options = options(arguments);
        Path baseFile = Path.of(arguments.positional().get(0));
        Path headFile = Path.of(arguments.positional().get(1));
        ComparisonReport report = new Comparison(options, matchWithout(arguments))
                .compare(baseFile, ResultSet.load(baseFile), headFile, ResultSet.load(headFile));
        ComparisonTable.print(report, out);
        report.problems().forEach(p -> err.println("repobench compare: cannot compare " + p));
        if (report.problems().isEmpty() && report.outcome() == ExitStatus.NO_VERDICT) {
            report.noVerdict().ifPresent(line -> err.println("repobench compare: " + line));
        }
        if (arguments.has(JSON)) {
            Path target = Path.of(arguments.get(JSON, null));
            out.println("wrote " + writeTo(JSON, target, () -> ComparisonJson.write(report, target)));
        }
        if (arguments.has(HTML)) {
            Path target = Path.of(arguments.get(HTML, null));
            out.println("wrote " + writeTo(HTML, target, () -> ComparisonPage.write(report, target)));
        }
        return ExitCodes.of(report.outcome());
    }

    /** {@code --match-without target,store}: param names, comma-separated; none without the option. */
    static Set<String> matchWithout(Arguments arguments) {
        if (!arguments.has(MATCH_WITHOUT)) {
            return Set.of();
        }
        Set<String> names = new LinkedHashSet<>();
        for (String name : arguments.get(MATCH_WITHOUT, "").split(",")) {
            if (!PARAM_NAME.matcher(name.trim()).matches()) {
                throw new UsageException(MATCH_WITHOUT + ": '" + name.trim() + "' is not a param name; accepted: JMH"
                        + " @Param names, comma-separated, e.g. target");
            }
            names.add(name.trim());
        }
        return names;
    }

    /**
     * The comparison's strictness from {@code --threshold}, {@code --alloc-threshold} and {@code --alpha}, and its
     * pairing from {@code --by-step}.
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
                arguments.significanceLevel(ALPHA, CompareOptions.DEFAULT_ALPHA),
                arguments.percentage(ALLOC_THRESHOLD, CompareOptions.DEFAULT_ALLOCATION_THRESHOLD_PERCENT,
                        CompareOptions.MAX_THRESHOLD_PERCENT),
                arguments.flag(BY_STEP) ? Pairing.BY_STEP : Pairing.INDEPENDENT);
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
