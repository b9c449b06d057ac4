package org.repobench.gate;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Where a gate's two arms come from and how they are made ready to run: two revisions built from git, or two Fedora
 * builds run with this checkout's benchmarks. The gate itself (the ABBA steps, the merge, the comparison) is the same
 * for both.
 */
interface ArmSource {
    /** Where the gate keeps its runs ({@code target/gate}). */
    Path gateRoot();

    /** One line per arm for the plan and the summary: "base origin/main = 1a2b3c4 Subject". */
    List<String> arms();

    /**
     * The params whose values name the arm, not the benchmark: left out when the arms' results are matched (two
     * revisions have none; two Fedora builds differ in their {@code target}).
     */
    default Set<String> armParams() {
        return Set.of();
    }

    /**
     * Makes both arms ready (built, fixtures loaded) and says how each step runs them.
     *
     * @param phases records each phase's time under its name ("builds", "fixtures")
     */
    Map<Arm, ArmSteps.Side> prepare(Path runDirectory, Cleanup cleanup, Phases phases) throws IOException;

    /** The gate's record of how long each phase took. */
    @FunctionalInterface
    interface Phases {
        void done(String phase);
    }
}
