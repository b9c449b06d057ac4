package org.repobench.gate;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/** What a gate's step runs, and what its result is to each arm. */
enum StepKind {
    /** One arm per step (a revision's fork, or one build's server start): the result is that arm's. */
    ONE_ARM {
        @Override
        List<AbbaSchedule.Step> schedule(int forks) {
            return AbbaSchedule.of(forks);
        }

        @Override
        Map<Arm, Path> results(AbbaSchedule.Step step, Path result) {
            return Map.of(step.arm(), result);
        }

        @Override
        String samples(boolean builds) {
            return builds ? "server starts (one fork each)" : "forks";
        }

        @Override
        String orderNote() {
            return "";
        }
    },
    /**
     * Both arms' servers started together in every step and sent the requests in turn ({@code gate --side-by-side}):
     * the result holds both, split into one fork per arm ({@link SideBySideSplit}).
     */
    SIDE_BY_SIDE {
        @Override
        List<AbbaSchedule.Step> schedule(int forks) {
            return AbbaSchedule.sideBySide(forks);
        }

        @Override
        Map<Arm, Path> results(AbbaSchedule.Step step, Path result) throws IOException {
            return SideBySideSplit.write(result, step.arm());
        }

        @Override
        String samples(boolean builds) {
            return "pairs of servers started together (one fork each, its requests sent to each in turn)";
        }

        @Override
        String orderNote() {
            return "'s server the target, sent each fork's first request";
        }
    };

    /** The steps for {@code forks} samples per arm. */
    abstract List<AbbaSchedule.Step> schedule(int forks);

    /** Each arm's fork of a step's result. */
    abstract Map<Arm, Path> results(AbbaSchedule.Step step, Path result) throws IOException;

    /** What one sample of an arm is, for the plan and the summary. */
    abstract String samples(boolean builds);

    /** What the schedule's letters say beyond which arm runs: after "A = base". */
    abstract String orderNote();
}
