package org.repobench.jmh;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Requests to two servers in turn: the target first, each timed for the server it went to, failures not counted. */
class PairedCallsTest {

    @Test
    void turnsAlternateFromTheTarget() {
        PairedCalls.Turns turns = new PairedCalls.Turns();
        List<PairedCalls.Side> sides = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            sides.add(turns.next());
            assertEquals(sides.get(i), turns.last(), "last is the one just given");
        }
        assertEquals(List.of(PairedCalls.Side.TARGET, PairedCalls.Side.BESIDE, PairedCalls.Side.TARGET,
                PairedCalls.Side.BESIDE), sides);
    }

    @Test
    void aTimedRequestIsCountedForItsServerAndAFailedOneIsNot() throws Exception {
        PairedCalls.reset();
        assertEquals("answer", PairedCalls.Side.BESIDE.timed(() -> "answer"));
        assertThrows(IOException.class, () -> PairedCalls.Side.BESIDE.timed(() -> {
            throw new IOException("refused");
        }));
        assertEquals(1, PairedCalls.Side.BESIDE.count());
        assertTrue(PairedCalls.Side.BESIDE.nanos() >= 0);
        assertEquals(0, PairedCalls.Side.TARGET.count(), "the other server's count is its own");
        PairedCalls.reset();
        assertEquals(0, PairedCalls.Side.BESIDE.count());
        assertEquals(0, PairedCalls.Side.BESIDE.nanos());
    }
}
