package org.repobench.run;

import org.repobench.api.FlameNames;
import org.repobench.jmh.FlameAgent;
import org.repobench.store.settings.Environment;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;

/**
 * A run's flame graphs ({@code run --flame}): where its forks' recordings go ({@code run-<time>.flames} beside the
 * run's results, which the report finds by that name), which profiler they will try, and what every fork is handed.
 */
final class FlameRun {
    private FlameRun() {
    }

    /**
     * The settings every fork gets, said in one line first; none without {@code --flame}.
     *
     * @param directory the run's recordings directory
     */
    static List<String> forkArgs(boolean flame, Path directory, PrintStream out) {
        if (!flame) {
            return List.of();
        }
        FlameAgent.Library library = FlameAgent.library(Environment.system());
        out.println("# repobench: every fork records where the CPU and the allocation of its measured iterations went"
                + " (the model's JVM, or the server it measures) into " + directory.toAbsolutePath() + " ("
                + FlameNames.OPTION + "; " + library.file().map(file -> FlameAgent.describe() + ", the JDK's flight"
                + " recorder where it does not load").orElse("the JDK's flight recorder: " + library.whyNot())
                + "); profiling perturbs the times");
        return FlameAgent.forkArgs(directory, library);
    }
}
