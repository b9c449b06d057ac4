package org.repobench.jmh;

import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.VerboseMode;
import org.repobench.api.ParamNames;

import java.io.OutputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Map;
import java.util.List;
import java.util.ServiceLoader;
import java.util.Set;

/**
 * The benchmark classes' IDE mains: one class, one fork, short iterations, the file store and 1,000 members unless
 * the arguments say otherwise, run by the launcher found on the class path (the benchmark modules have it at run
 * time only, so that their code cannot depend on the commands and the tools above them).
 */
public final class QuickRun {
    private QuickRun() {
    }

    /** The launcher of {@code ./repobench run}, as the harness sees it. */
    public interface Launcher {
        /** Runs JMH's command line (with the launcher's own options); returns the process's exit code. */
        int launch(List<String> args);
    }

    public static void main(Class<?> benchmarkClass, String[] userArgs) {
        System.exit(launcher().launch(arguments(benchmarkClass, Arrays.asList(userArgs))));
    }

    static List<String> arguments(Class<?> benchmarkClass, List<String> user) {
        String include = include(benchmarkClass, "");
        List<String> args = new ArrayList<>(List.of(include, "-f", "1", "-w", "1s", "-i", "3", "-r", "1s"));
        Warmup warmup = benchmarkClass.getAnnotation(Warmup.class);
        if (warmup == null || warmup.iterations() != 0) {   // ingests grow their store and must not warm up
            args.addAll(List.of("-wi", "1"));
        }
        Set<String> params = new HashSet<>();
        PrintStream silent = new PrintStream(OutputStream.nullOutputStream());
        for (BenchmarkListEntry entry : BenchmarkList.defaultList().find(
                OutputFormatFactory.createFormatInstance(silent, VerboseMode.SILENT), List.of(include), List.of())) {
            params.addAll(entry.getParams().orElse(Map.of()).keySet());
        }
        addDefault(args, user, params, ParamNames.STORE, "FILE");
        addDefault(args, user, params, ParamNames.SIZE, "1000");
        args.addAll(user);
        return args;
    }

    /** JMH's include pattern for one benchmark method of a class, or (method "") for all of them. */
    public static String include(Class<?> benchmarkClass, String method) {
        String prefix = "^" + benchmarkClass.getName().replace(".", "\\.") + "\\.";
        return method.isEmpty() ? prefix : prefix + method + "$";
    }

    /** A quick default for a param the class has and the user did not set. */
    private static void addDefault(List<String> args, List<String> user, Set<String> params, String name,
                                   String value) {
        boolean given = false;
        for (int i = 0; i + 1 < user.size(); i++) {
            given |= "-p".equals(user.get(i)) && user.get(i + 1).startsWith(name + "=");
        }
        if (!given && params.contains(name)) {
            args.add("-p");
            args.add(name + "=" + value);
        }
    }

    private static Launcher launcher() {
        return ServiceLoader.load(Launcher.class).findFirst().orElseThrow(() -> new IllegalStateException(
                "no repobench launcher on the class path: run the benchmark module with its runtime dependencies"
                        + " (bench-cli)"));
    }
}
