package org.repobench.gate;

import org.repobench.api.ParamNames;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Builds the gate set's fixtures before anything is timed, with each revision's own code (its {@code dump} command):
 * otherwise the first fork of one arm pays a build far longer than a fork, which disturbs the forks around it. Each
 * revision keys its fixtures by its own FixtureCache format, so a revision that changed the data gets its own build.
 * Reading each template once also puts it in the page cache for both arms alike.
 */
final class FixturePrebuild {
    private final ChildProcesses processes;
    private final Path workingDirectory;
    private final PrintStream out;

    FixturePrebuild(ChildProcesses processes, Path workingDirectory, PrintStream out) {
        this.processes = processes;
        this.workingDirectory = workingDirectory;
        this.out = out;
    }

    /** One fixture as dump names it; params the benchmark fixes (seed) stay at their default when absent. */
    record Fixture(String store, String workload, String size, Optional<String> seed) {
    }

    /** Every store x workload x size x seed the gate set's params name; none if it names no workload or size. */
    static List<Fixture> of(GateSet gateSet) {
        List<Fixture> fixtures = new ArrayList<>();
        List<Optional<String>> seeds = gateSet.values(ParamNames.SEED).isEmpty() ? List.of(Optional.empty())
                : gateSet.values(ParamNames.SEED).stream().map(Optional::of).toList();
        for (String store : gateSet.values(ParamNames.STORE)) {
            for (String workload : gateSet.values(ParamNames.WORKLOAD)) {
                for (String size : gateSet.values(ParamNames.SIZE)) {
                    seeds.forEach(seed -> fixtures.add(new Fixture(store, workload, size, seed)));
                }
            }
        }
        return fixtures;
    }

    void run(Arm arm, String shortSha, String classpath, List<Fixture> fixtures, Path log) {
        if (fixtures.isEmpty()) {
            out.println("gate: the gate set's params name no store, workload and size: no fixture to prepare");
            return;
        }
        for (Fixture fixture : fixtures) {
            int exit = processes.runDiscardingOutput(StepCommands.prebuild(StepCommands.java(), classpath, fixture),
                    workingDirectory, log);
            if (exit != 0) {
                throw new GateException(arm.label() + " " + shortSha + " could not prepare the fixture " + fixture
                        + " (dump " + ChildProcesses.describeExit(exit) + "); log: " + log);
            }
        }
    }
}
