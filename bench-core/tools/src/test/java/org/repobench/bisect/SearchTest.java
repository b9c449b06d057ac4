package org.repobench.bisect;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The search against every history it can meet: 1 to 20 candidates, the first bad commit at every position, and the
 * commits that do not build anywhere (every set of them up to 12 candidates, every one or two of them beyond).
 */
class SearchTest {
    private static final int MOST = 20;
    private static final int EVERY_SKIP_SET_UP_TO = 12;

    /** How a bisect of a known history went: its steps, the skipped commits it met, and what it named. */
    private record Bisected(int steps, int skipsMet, List<Integer> suspects) {
    }

    private static Bisected bisect(int size, int firstBad, Set<Integer> broken) {
        Search search = new Search(size);
        int steps = 0;
        int skips = 0;
        for (OptionalInt next = search.next(); next.isPresent(); next = search.next()) {
            int index = next.getAsInt();
            steps++;
            assertTrue(steps <= size, "a bisect never judges a candidate twice");
            if (broken.contains(index)) {
                skips++;
                search.record(index, StepVerdict.SKIP);
            } else {
                search.record(index, index < firstBad ? StepVerdict.GOOD : StepVerdict.BAD);
            }
        }
        return new Bisected(steps, skips, search.suspects());
    }

    /** What git would name: the first bad commit, or the skipped commits just before the first bad one it judged. */
    private static List<Integer> expected(int firstBad, Set<Integer> broken) {
        int good = firstBad - 1;
        while (good >= 0 && broken.contains(good)) {
            good--;
        }
        int bad = firstBad;
        while (broken.contains(bad)) {
            bad++;
        }
        List<Integer> suspects = new ArrayList<>();
        for (int index = good + 1; index <= bad; index++) {
            suspects.add(index);
        }
        return suspects;
    }

    private static int log2Ceiling(int n) {
        return 32 - Integer.numberOfLeadingZeros(n - 1);
    }

    private static void check(int size, int firstBad, Set<Integer> broken) {
        Bisected bisected = bisect(size, firstBad, broken);
        String history = size + " candidates, first bad " + firstBad + ", broken " + broken;
        assertEquals(expected(firstBad, broken), bisected.suspects(), history);
        assertTrue(bisected.steps() <= log2Ceiling(size) + bisected.skipsMet(), history + ": " + bisected.steps()
                + " steps, " + bisected.skipsMet() + " skipped");
    }

    @Test
    void withoutSkipsItNamesTheFirstBadInCeilLog2Steps() {
        for (int size = 1; size <= MOST; size++) {
            for (int firstBad = 0; firstBad < size; firstBad++) {
                Bisected bisected = bisect(size, firstBad, Set.of());
                assertEquals(List.of(firstBad), bisected.suspects(), size + " candidates, first bad " + firstBad);
                assertTrue(bisected.steps() <= log2Ceiling(size), size + " candidates: " + bisected.steps());
            }
        }
    }

    @Test
    void everySetOfBrokenCommitsInSmallHistories() {
        for (int size = 1; size <= EVERY_SKIP_SET_UP_TO; size++) {
            // the bad commit (size - 1) is the user's, never skipped
            for (int mask = 0; mask < 1 << (size - 1); mask++) {
                Set<Integer> broken = new TreeSet<>();
                for (int bit = 0; bit < size - 1; bit++) {
                    if ((mask & 1 << bit) != 0) {
                        broken.add(bit);
                    }
                }
                for (int firstBad = 0; firstBad < size; firstBad++) {
                    check(size, firstBad, broken);
                }
            }
        }
    }

    @Test
    void oneOrTwoBrokenCommitsAnywhereInLargerHistories() {
        for (int size = EVERY_SKIP_SET_UP_TO + 1; size <= MOST; size++) {
            for (int a = -1; a < size - 1; a++) {
                for (int b = a; b < size - 1; b++) {
                    Set<Integer> broken = new TreeSet<>();
                    if (a >= 0) {
                        broken.add(a);
                        broken.add(b);
                    }
                    for (int firstBad = 0; firstBad < size; firstBad++) {
                        check(size, firstBad, broken);
                    }
                }
            }
        }
    }

    @Test
    void aSkippedCommitBeforeTheFirstBadLeavesBothNamed() {
        // good, c0 good, c1 broken, c2 bad (the first), c3 bad
        assertEquals(List.of(1, 2), bisect(4, 2, Set.of(1)).suspects());
    }

    @Test
    void theBadCommitAloneIsTheFirstBadWithoutAStep() {
        Search search = new Search(1);
        assertTrue(search.done());
        assertEquals(List.of(0), search.suspects());
    }

    @Test
    void aVerdictThatContradictsTheSearchIsRefused() {
        Search search = new Search(8);
        search.record(3, StepVerdict.BAD);
        assertThrows(BisectException.class, () -> search.record(5, StepVerdict.GOOD));
        search.record(1, StepVerdict.GOOD);
        assertThrows(BisectException.class, () -> search.record(0, StepVerdict.BAD));
        assertThrows(IllegalArgumentException.class, () -> search.record(2, StepVerdict.NO_VERDICT));
        assertThrows(IllegalArgumentException.class, () -> search.record(8, StepVerdict.GOOD));
    }
}
