package org.repobench.gate;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The command lines the gate runs with a revision's classpath. Both arms run on the gate's own JVM binary, so a
 * difference between them is the code's, not the JDK's.
 */
final class StepCommands {
    static final String MAIN = "org.repobench.cli.Repobench";

    private StepCommands() {
    }

    static Path java() {
        return Path.of(System.getProperty("java.home"), "bin", "java");
    }

    /** One fork of the gate set: {@code Repobench run --no-report --out DIR -f 1 ...}. */
    static List<String> fork(Path java, String classpath, Path outDir, GateSet gateSet) {
        return fork(java, classpath, outDir, gateSet, List.of());
    }

    /** One fork of the gate set with the arm's own arguments after it ({@code -p target=war:...}). */
    static List<String> fork(Path java, String classpath, Path outDir, GateSet gateSet, List<String> armArgs) {
        List<String> command = run(java, classpath, outDir);
        command.addAll(gateSet.jmhArgs());
        command.addAll(gateSet.launcherArgs());
        command.addAll(armArgs);
        return command;
    }

    private static List<String> run(Path java, String classpath, Path outDir) {
        return new ArrayList<>(List.of(java.toString(),
                // the gate holds JMH's lock for all its steps (see JmhLock)
                "-Djmh.ignoreLock=true",
                "-cp", classpath, MAIN, "run", "--no-report", "--out", outDir.toString()));
    }

    /** Builds (or finds) one fixture and runs its GET once: {@code Repobench dump ...}, output discarded. */
    static List<String> prebuild(Path java, String classpath, FixturePrebuild.Fixture fixture) {
        List<String> command = new ArrayList<>(List.of(java.toString(), "-cp", classpath, MAIN, "dump",
                "--store", fixture.store(), "--workload", fixture.workload(), "--size", fixture.size()));
        fixture.seed().ifPresent(seed -> {
            command.add("--seed");
            command.add(seed);
        });
        return command;
    }
}
