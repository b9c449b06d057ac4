package org.repobench.gate;

import java.util.Optional;

/**
 * What the two arms of a gate are: two revisions of this repository (the model's code, built from git), or two
 * builds of a Fedora server (a war or a registry version each, named as the {@code target} param names them), run
 * with this checkout's benchmarks.
 */
public sealed interface GateArms permits GateArms.Revisions, GateArms.Builds {

    /** The base's name as the user gave it. */
    String base();

    /** "revisions" or "Fedora builds": what the plan and the summary call the arms. */
    String kind();

    /** What each step runs: one arm, or (two builds with {@code --side-by-side}) both side by side. */
    default StepKind steps() {
        return StepKind.ONE_ARM;
    }

    /**
     * Two git revisions.
     *
     * @param head empty: HEAD's commit, and the working tree must be clean
     */
    record Revisions(String base, Optional<String> head) implements GateArms {
        @Override
        public String kind() {
            return "revisions";
        }
    }

    /**
     * Two Fedora builds, each a {@code target} value: {@code war:PATH} or {@code fedora-VERSION}. The same build
     * twice is allowed: that is an A/A gate, which tells how often the gate alarms on no change.
     *
     * @param headInjection a known cost added to the head's server ({@code --head-inject cpu=10%}, already checked):
     *                      the same build with it is a gate against a known slowdown, which tells what the gate catches
     * @param sideBySide    both builds' servers started together in every step, each request sent to one of them in
     *                      turn ({@code --side-by-side}): every step is a pair, judged as one
     */
    record Builds(String base, String head, Optional<String> headInjection, boolean sideBySide) implements GateArms {
        public static final String WAR_PREFIX = "war:";

        /** Two builds as they are. */
        public Builds(String base, String head) {
            this(base, head, Optional.empty(), false);
        }

        /** Two builds, one server at a time. */
        public Builds(String base, String head, Optional<String> headInjection) {
            this(base, head, headInjection, false);
        }

        @Override
        public String kind() {
            return "Fedora builds";
        }

        @Override
        public StepKind steps() {
            return sideBySide ? StepKind.SIDE_BY_SIDE : StepKind.ONE_ARM;
        }

        /** Whether both arms name the same build: the same target, or wars with the same bytes. */
        public boolean sameBuild(WarDigest digest) {
            if (base.equals(head)) {
                return true;
            }
            if (!base.startsWith(WAR_PREFIX) || !head.startsWith(WAR_PREFIX)) {
                return false;
            }
            Optional<String> a = digest.sha256(base.substring(WAR_PREFIX.length()));
            return a.isPresent() && a.equals(digest.sha256(head.substring(WAR_PREFIX.length())));
        }
    }

    /** A war's sha256, empty when the file cannot be read (the launcher then says why, in its one line). */
    @FunctionalInterface
    interface WarDigest {
        Optional<String> sha256(String path);
    }
}
