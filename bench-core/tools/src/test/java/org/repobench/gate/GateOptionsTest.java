package org.repobench.gate;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class GateOptionsTest {
    @Test
    void smallestPValues() {
        assertEquals(2.0 / 70, GateOptions.smallestTwoSidedP(4), 1e-12);
        assertEquals(2.0 / 924, GateOptions.smallestTwoSidedP(6), 1e-12);
        assertEquals(0.1, GateOptions.smallestTwoSidedP(3), 1e-12);
    }
}
