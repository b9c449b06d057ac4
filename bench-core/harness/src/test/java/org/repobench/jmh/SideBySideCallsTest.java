package org.repobench.jmh;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Requests to two servers in turn: the target first, each timed for the server it went to, failures not counted. */
class SideBySideCallsTest {

    @Test
    void turnsAlternateFromTheTarget() {
        SideBySideCalls.Turns turns = new SideBySideCalls.Turns();
        List<SideBySideCalls.Side> sides = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            sides.add(turns.next());
            assertEquals(sides.get(i), turns.last(), "last is the one just given");
        }
        assertEquals(List.of(SideBySideCalls.Side.TARGET, SideBySideCalls.Side.SIDE_BY_SIDE,
                SideBySideCalls.Side.TARGET, SideBySideCalls.Side.SIDE_BY_SIDE), sides);
    }

    @Test
    void aTimedRequestIsCountedForItsServerAndAFailedOneIsNot() throws Exception {
        SideBySideCalls.reset();
        assertEquals("answer", SideBySideCalls.Side.SIDE_BY_SIDE.timed(() -> "answer"));
        assertThrows(IOException.class, () -> SideBySideCalls.Side.SIDE_BY_SIDE.timed(() -> {
            throw new IOException("refused");
        }));
        assertEquals(1, SideBySideCalls.Side.SIDE_BY_SIDE.count());
        assertTrue(SideBySideCalls.Side.SIDE_BY_SIDE.nanos() >= 0);
        assertEquals(0, SideBySideCalls.Side.TARGET.count(), "the other server's count is its own");
        SideBySideCalls.reset();
        assertEquals(0, SideBySideCalls.Side.SIDE_BY_SIDE.count());
        assertEquals(0, SideBySideCalls.Side.SIDE_BY_SIDE.nanos());
    }
}
