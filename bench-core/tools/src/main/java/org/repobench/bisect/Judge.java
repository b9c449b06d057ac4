package org.repobench.bisect;

import java.io.IOException;
import java.nio.file.Path;

/** Judges a candidate's war against the good commit's: the gate ({@link GateJudge}), or a test's stand-in. */
@FunctionalInterface
public interface Judge {
    /**
     * @param directory where the judgement keeps what it wrote
     * @return the verdict; a gate that could not judge is one ({@link StepVerdict#NO_VERDICT}), not an exception
     */
    Judged judge(Commit candidate, Path goodWar, Path candidateWar, Path directory) throws IOException;
}
