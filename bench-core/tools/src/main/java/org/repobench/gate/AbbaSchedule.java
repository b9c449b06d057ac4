package org.repobench.gate;

import java.util.ArrayList;
import java.util.List;

/**
 * The order of the forks: A B B A A B B A ... (A = base). Slow drift of a shared machine (another job starting, thermal
 * throttling, a page cache filling) then lands on both arms alike, and neither arm always goes first or last, which a
 * plain A A A B B B or A B A B order cannot promise.
 */
public final class AbbaSchedule {
    private AbbaSchedule() {
    }

    /** One step per fork: {@code forksPerArm} of each arm, in ABBA order. */
    public static List<Step> of(int forksPerArm) {
        if (forksPerArm < 1) {
            throw new IllegalArgumentException("forks per arm must be at least 1, got " + forksPerArm);
        }
        List<Step> steps = new ArrayList<>();
        int[] forkOf = new int[Arm.values().length];
        for (int i = 0; i < 2 * forksPerArm; i++) {
            // position i belongs to pair (i + 1) / 2: pairs 0, 2, 4, ... are A, the odd pairs B -> A BB AA BB A
            Arm arm = ((i + 1) / 2) % 2 == 0 ? Arm.BASE : Arm.HEAD;
            steps.add(new Step(i + 1, 2 * forksPerArm, arm, ++forkOf[arm.ordinal()], forksPerArm));
        }
        return steps;
    }

    /**
     * Side by side, one step per pair of servers: both arms run in every step, and the arm whose server is the
     * step's target (sent each fork's first request) follows the same A B B A order, so neither arm always
     * leads. {@code fork} is the pair's number.
     */
    public static List<Step> sideBySide(int pairs) {
        if (pairs < 1) {
            throw new IllegalArgumentException("pairs must be at least 1, got " + pairs);
        }
        List<Step> steps = new ArrayList<>();
        for (int i = 0; i < pairs; i++) {
            Arm target = ((i + 1) / 2) % 2 == 0 ? Arm.BASE : Arm.HEAD;
            steps.add(new Step(i + 1, pairs, target, i + 1, pairs));
        }
        return steps;
    }

    /** @param number 1-based position in the schedule; {@code fork} is 1-based within the arm */
    public record Step(int number, int total, Arm arm, int fork, int forksPerArm) {
        public String directoryName() {
            return String.format("%02d-%s", number, arm.label());
        }
    }
}
