package org.repobench.compare;

import org.junit.jupiter.api.Test;

import java.util.OptionalInt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The one rule for which fork counts can reach alpha, and how many are needed, for either pairing. */
class PairingTest {
    @Test
    void independentForksCanReachAlphaFromTheirSmallestP() {
        assertFalse(Pairing.INDEPENDENT.canReach(3, 3, 0.05));
        assertTrue(Pairing.INDEPENDENT.canReach(4, 4, 0.05));
        assertTrue(Pairing.INDEPENDENT.canReach(3, 3, 0.15));
        assertTrue(Pairing.INDEPENDENT.canReach(3, 10, 0.05), "2 / C(13, 3) = 0.007");
        assertEquals(OptionalInt.of(4), Pairing.INDEPENDENT.forksNeeded(0.05));
        assertEquals(OptionalInt.of(5), Pairing.INDEPENDENT.forksNeeded(0.01));
        assertEquals(OptionalInt.empty(), Pairing.INDEPENDENT.forksNeeded(1e-30), "2 / C(100, 50) = 2e-29");
    }

    @Test
    void sixPairsAreTheFewestThatReachFivePercent() {
        assertFalse(Pairing.BY_STEP.canReach(5, 5, 0.05));
        assertTrue(Pairing.BY_STEP.canReach(6, 6, 0.05));
        assertEquals(6, Pairing.BY_STEP.forksNeeded(0.05).orElseThrow());
        assertEquals(OptionalInt.empty(), Pairing.BY_STEP.forksNeeded(1e-16), "2 / 2^50 = 1.8e-15");
    }
}
