package org.repobench.jmh;

import org.junit.jupiter.api.Test;

import java.lang.ref.Reference;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** The heap's peak after a reset includes what was held since, even when a collection has run in between. */
class HeapPeaksTest {
    @Test
    void whatWasHeldSinceTheResetIsInThePeak() {
        HeapPeaks.reset();
        byte[] held = new byte[64 * 1024 * 1024];
        System.gc();   // held survives it: the pool that keeps it records a peak of at least its size
        long peak = HeapPeaks.sum();
        Reference.reachabilityFence(held);
        assertTrue(peak >= held.length, "peak " + peak + " B while " + held.length + " B were held");
    }
}
