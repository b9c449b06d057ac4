package org.repobench.compare;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PooledSamplesTest {
    private static final double[] A_BASE = {100, 101, 99, 100};
    private static final double[] A_HEAD = {102, 100, 98, 101};

    /** The same values with twice each log deviation from 100: four times the variance. */
    private static double[] doubled(double[] values) {
        double[] out = new double[values.length];
        for (int i = 0; i < values.length; i++) {
            out[i] = values[i] * values[i] / 100;
        }
        return out;
    }

    private static double[] times(double[] values, double factor) {
        double[] out = new double[values.length];
        for (int i = 0; i < values.length; i++) {
            out[i] = values[i] * factor;
        }
        return out;
    }

    private static PooledSamples.Member member(double[] base, double[] head) {
        return PooledSamples.Member.oriented(base, head, false);
    }

    @Test
    void weighsEachMemberByOneOverItsVariance() {
        PooledSamples.Combined pooled = PooledSamples.of(List.of(member(A_BASE, A_HEAD),
                member(doubled(A_BASE), doubled(A_HEAD)))).orElseThrow();
        assertEquals(List.of(0, 1), pooled.members());
        assertArrayEquals(new double[]{0.8, 0.2}, pooled.weights(), 1e-9, "4 times the variance, a quarter the weight");
    }

    @Test
    void weightsDoNotDependOnWhichSideAValueIsOn() {
        double[] swappedBase = {102, 101, 99, 100};
        double[] swappedHead = {100, 100, 98, 101};
        PooledSamples.Combined asRun = PooledSamples.of(List.of(member(A_BASE, A_HEAD),
                member(doubled(A_BASE), times(A_HEAD, 1.05)))).orElseThrow();
        PooledSamples.Combined swapped = PooledSamples.of(List.of(member(swappedBase, swappedHead),
                member(doubled(A_BASE), times(A_HEAD, 1.05)))).orElseThrow();
        assertArrayEquals(asRun.weights(), swapped.weights(), 1e-12, "the rank test's p stays exact");
    }

    @Test
    void aChangeEveryMemberSharesIsWholeInThePooledSamples() {
        PooledSamples.Combined pooled = PooledSamples.of(List.of(member(A_BASE, times(A_BASE, 1.1)),
                member(doubled(A_BASE), times(doubled(A_BASE), 1.1)))).orElseThrow();
        for (int k = 0; k < A_BASE.length; k++) {
            assertEquals(1.1, pooled.head()[k] / pooled.base()[k], 1e-12);
        }
    }

    @Test
    void leavesOutMembersOfOtherForkCountsAndMembersThatDoNotScatter() {
        PooledSamples.Combined pooled = PooledSamples.of(List.of(member(new double[]{1, 2, 3}, new double[]{1, 2, 3}),
                member(A_BASE, A_HEAD), member(new double[]{5, 5, 5, 5}, new double[]{5, 5, 5, 5}),
                member(doubled(A_BASE), doubled(A_HEAD)))).orElseThrow();
        assertEquals(List.of(1, 3), pooled.members());
    }

    @Test
    void fewerThanTwoMembersPoolNothing() {
        assertTrue(PooledSamples.of(List.of(member(A_BASE, A_HEAD))).isEmpty());
        assertTrue(PooledSamples.of(List.of(member(A_BASE, A_HEAD),
                member(new double[]{5, 5, 5, 5}, new double[]{5, 5, 5, 5}))).isEmpty());
        assertTrue(PooledSamples.of(List.of(member(A_BASE, A_HEAD),
                member(new double[]{1, 0, 2, 1}, new double[]{1, 2, 1, 2}))).isEmpty(), "a zero has no log");
    }

    @Test
    void throughputIsTurnedIntoCost() {
        PooledSamples.Member member = PooledSamples.Member.oriented(new double[]{2, 4}, new double[]{5}, true);
        assertArrayEquals(new double[]{0.5, 0.25}, member.base());
        assertArrayEquals(new double[]{0.2}, member.head());
    }
}
