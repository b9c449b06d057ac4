package org.repobench.compare;

import org.repobench.cli.Arguments;
import org.repobench.cli.Command;
import org.repobench.cli.UsageException;
import org.repobench.results.ResultSet;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * {@code ./repobench compare BASE.json HEAD.json [--threshold PCT] [--alpha A] [--json OUT]}: judges every benchmark
 * present in both JMH result files. Exit 0: no regression; 1: at least one regression; 2: bad input (unreadable file,
 * nothing in common, a pair with fewer than {@value CompareSettings#MIN_FORKS} forks on a side, bad option). See
 * {@link Comparison} for the statistics.
 */
public final class CompareCommand implements Command {
    private static final Set<String> VALUED = new LinkedHashSet<>(List.of("--threshold", "--alpha", "--json"));

    @Override
    public String name() {
        return "compare";
    }

    @Override
    public String summary() {
        return "BASE.json HEAD.json [--threshold PCT] [--alpha A] [--json OUT]: per-benchmark verdicts from fork"
                + " samples; exit 1 on a regression";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws IOException {
        Arguments arguments = Arguments.parse(args, VALUED, Set.of());
        if (arguments.positional().size() != 2) {
            throw new UsageException("expected two JMH JSON files, BASE.json HEAD.json, got "
                    + arguments.positional().size() + (arguments.positional().isEmpty() ? ""
                    : " (" + String.join(" ", arguments.positional()) + ")"));
        }
        CompareSettings settings = CompareSettings.from(arguments);
        Path baseFile = Path.of(arguments.positional().get(0));
        Path headFile = Path.of(arguments.positional().get(1));
        ComparisonReport report = new Comparison(settings)
                .compare(baseFile, ResultSet.load(baseFile), headFile, ResultSet.load(headFile));
        ComparisonTable.print(report, out);
        report.problems().forEach(p -> err.println("repobench compare: cannot compare " + p));
        if (arguments.has("--json")) {
            Path written = ComparisonJson.write(report, Path.of(arguments.get("--json", null)));
            out.println("wrote " + written);
        }
        return report.exitCode();
    }
}
