package org.repobench.api;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LeverRangeTest {
    @Test
    void cacheSizeIsAWholeNumberFromOne() {
        assertTrue(LeverRange.CACHE_SIZE.accepts(1));
        assertTrue(LeverRange.CACHE_SIZE.accepts(Integer.MAX_VALUE));
        assertFalse(LeverRange.CACHE_SIZE.accepts(0));
        assertEquals("cacheSize: 0 is not accepted; accepted: a whole number from 1 (ModeShape's workspace cache, in"
                + " nodes)", LeverRange.CACHE_SIZE.refusal(0));
        assertEquals("cacheSize: -5 is not accepted; accepted: a whole number from 1 (ModeShape's workspace cache, in"
                + " nodes)", assertThrows(IllegalArgumentException.class, () -> LeverRange.CACHE_SIZE.require(-5))
                .getMessage());
        assertEquals(10000, LeverRange.CACHE_SIZE.require(10000));
    }
}
