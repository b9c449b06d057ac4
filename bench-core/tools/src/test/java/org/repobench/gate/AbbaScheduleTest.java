package org.repobench.gate;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class AbbaScheduleTest {
    private static String order(List<AbbaSchedule.Step> steps) {
        return steps.stream().map(s -> s.arm() == Arm.BASE ? "A" : "B").collect(Collectors.joining());
    }

    @Test
    void alternatesInPairsStartingWithBase() {
        assertEquals("ABBAABBA", order(AbbaSchedule.of(4)));
        assertEquals("ABBAABBAABBA", order(AbbaSchedule.of(6)));
    }

    @Test
    void anOddForkCountEndsWithHalfAPair() {
        assertEquals("ABBAABBAAB", order(AbbaSchedule.of(5)));
    }

    @Test
    void everyArmGetsItsForksNumberedInOrder() {
        for (int forks = 1; forks <= 20; forks++) {
            List<AbbaSchedule.Step> steps = AbbaSchedule.of(forks);
            assertEquals(2 * forks, steps.size());
            for (Arm arm : Arm.values()) {
                List<Integer> numbers = steps.stream().filter(s -> s.arm() == arm).map(AbbaSchedule.Step::fork)
                        .toList();
                assertEquals(IntStream.rangeClosed(1, forks).boxed().toList(), numbers, arm + " " + forks);
            }
            for (int i = 0; i < steps.size(); i++) {
                assertEquals(i + 1, steps.get(i).number());
                assertEquals(2 * forks, steps.get(i).total());
            }
        }
    }

    @Test
    void neitherArmIsFavouredByPosition() {
        // over whole ABBA blocks the mean position of both arms is the same
        List<AbbaSchedule.Step> steps = AbbaSchedule.of(8);
        double base = steps.stream().filter(s -> s.arm() == Arm.BASE).mapToInt(AbbaSchedule.Step::number)
                .average().orElseThrow();
        double head = steps.stream().filter(s -> s.arm() == Arm.HEAD).mapToInt(AbbaSchedule.Step::number)
                .average().orElseThrow();
        assertEquals(base, head, 1e-9);
    }

    @Test
    void directoryNamesSortInRunOrder() {
        List<AbbaSchedule.Step> steps = AbbaSchedule.of(6);
        assertEquals("01-base", steps.get(0).directoryName());
        assertEquals("02-head", steps.get(1).directoryName());
        assertEquals("12-base", steps.get(11).directoryName());
    }

    @Test
    void rejectsNoForks() {
        assertThrows(IllegalArgumentException.class, () -> AbbaSchedule.of(0));
    }

    @Test
    void sideBySideHasOneStepPerPairWhoseTargetFollowsAbba() {
        List<AbbaSchedule.Step> steps = AbbaSchedule.sideBySide(7);
        assertEquals("ABBAABB", order(steps));
        for (int i = 0; i < steps.size(); i++) {
            assertEquals(i + 1, steps.get(i).number());
            assertEquals(i + 1, steps.get(i).fork());
            assertEquals(7, steps.get(i).total());
        }
        assertThrows(IllegalArgumentException.class, () -> AbbaSchedule.sideBySide(0));
    }
}
