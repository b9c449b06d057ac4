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
 * The {@code @Param} names of the benchmarks an include pattern selects on this classpath, as JMH lists them: what a
 * set of default params may keep when a user narrows its include (the gate between Fedora builds drops the create's
 * {@code resource} when {@code --include} keeps only the GETs).
 */
public final class SelectedParams {
    private static final OutputFormat SILENT = OutputFormatFactory.createFormatInstance(
            new PrintStream(OutputStream.nullOutputStream()), VerboseMode.SILENT);

    private SelectedParams() {
    }

    /** The names; empty when no benchmark on this classpath matches (then nothing is known to drop). */
    public static Optional<Set<String>> of(String include) {
        SortedSet<BenchmarkListEntry> selected;
        try {
            selected = BenchmarkList.defaultList().find(SILENT, List.of(include), List.of());
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
