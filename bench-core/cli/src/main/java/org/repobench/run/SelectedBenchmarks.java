package org.repobench.run;

import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.format.OutputFormat;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.VerboseMode;

import java.io.OutputStream;
import java.io.PrintStream;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * The benchmarks of this classpath's JMH list that include and exclude patterns select: what the launcher checks a
 * run's params against, and what a set of default params may keep when a user narrows its include (the gate between
 * Fedora builds drops the create's {@code resource} when {@code --include} keeps only the GETs).
 */
public final class SelectedBenchmarks {
    private static final OutputFormat SILENT = OutputFormatFactory.createFormatInstance(
            new PrintStream(OutputStream.nullOutputStream()), VerboseMode.SILENT);

    private SelectedBenchmarks() {
    }

    /** The selected entries, JMH's own matching, without its messages. */
    static SortedSet<BenchmarkListEntry> find(List<String> includes, List<String> excludes) {
        return BenchmarkList.defaultList().find(SILENT, includes, excludes);
    }

    /** The {@code @Param} names of what an include selects; empty when nothing here matches (nothing known to drop). */
    public static Optional<Set<String>> paramNames(String include) {
        SortedSet<BenchmarkListEntry> selected;
        try {
            selected = find(List.of(include), List.of());
        } catch (RuntimeException e) {
            // no META-INF/BenchmarkList here (a module's own tests): the step's run will judge the params
            return Optional.empty();
        }
        if (selected.isEmpty()) {
            return Optional.empty();
        }
        Set<String> names = new TreeSet<>();
        selected.forEach(entry -> names.addAll(entry.getParams().orElse(Map.of()).keySet()));
        return Optional.of(names);
    }
}
