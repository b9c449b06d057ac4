package org.repobench.cli;

import org.repobench.api.OptionSpec;
import org.repobench.jmh.QuickRun;
import org.repobench.run.BenchLauncher;
import org.repobench.run.LauncherOptionSpecs;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code ./repobench run [options] [JMH options]}, the main of every benchmarks.jar, and the launcher the benchmark
 * classes' IDE mains find at run time ({@link QuickRun}).
 */
public final class RunCommand implements Command, QuickRun.Launcher {
    /** benchmarks.jar: {@code java -jar benchmarks.jar [JMH options]} is {@code ./repobench run [JMH options]}. */
    public static void main(String[] args) {
        System.exit(new RunCommand().launch(List.of(args)));
    }

    @Override
    public String name() {
        return "run";
    }

    @Override
    public String summary() {
        return "run benchmarks: the launcher's own options, then any JMH option (-p k=v, -f, -i, -prof gc, ...)";
    }

    @Override
    public String usage() {
        return "[options] [JMH options] [BENCHMARK-REGEX ...]";
    }

    @Override
    public List<OptionSpec> options() {
        return LauncherOptionSpecs.ALL;
    }

    /** {@code -h} is JMH's: {@code ./repobench run -h} lists JMH's options, as {@code java -jar benchmarks.jar -h}. */
    @Override
    public List<String> helpOptions() {
        return List.of(CommandHelp.LONG);
    }

    @Override
    public List<String> notes() {
        return LauncherOptionSpecs.JMH_NOTE;
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) {
        return ExitCodes.of(BenchLauncher.run(args, out, err));
    }

    @Override
    public int launch(List<String> args) {
        List<String> command = new ArrayList<>(List.of(name()));
        command.addAll(args);
        return Repobench.execute(command.toArray(String[]::new), System.out, System.err);
    }
}
