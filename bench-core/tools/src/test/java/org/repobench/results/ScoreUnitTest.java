package org.repobench.results;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

class ScoreUnitTest {
    @Test
    void directionFollowsTheUnit() {
        assertEquals(ScoreUnit.Direction.LOWER_IS_BETTER, ScoreUnit.parse("ms/op").direction());
        assertEquals(ScoreUnit.Direction.LOWER_IS_BETTER, ScoreUnit.parse("ns/op").direction());
        assertEquals(ScoreUnit.Direction.LOWER_IS_BETTER, ScoreUnit.parse("s/op").direction());
        assertEquals(ScoreUnit.Direction.LOWER_IS_BETTER, ScoreUnit.parse("B/op").direction());
        assertEquals(ScoreUnit.Direction.HIGHER_IS_BETTER, ScoreUnit.parse("ops/s").direction());
        assertEquals(ScoreUnit.Direction.HIGHER_IS_BETTER, ScoreUnit.parse("ops/ms").direction());
        assertEquals(ScoreUnit.Direction.UNKNOWN, ScoreUnit.parse("MB/sec").direction());
    }

    @Test
    void convertsTimePerOpAndThroughputWithinTheirKind() {
        assertEquals(1000, ScoreUnit.parse("ms/op").factorTo(ScoreUnit.parse("us/op")), 1e-9);
        assertEquals(1e-6, ScoreUnit.parse("ns/op").factorTo(ScoreUnit.parse("ms/op")), 1e-18);
        assertEquals(0.001, ScoreUnit.parse("ops/s").factorTo(ScoreUnit.parse("ops/ms")), 1e-12);
        assertEquals(60, ScoreUnit.parse("ops/s").factorTo(ScoreUnit.parse("ops/min")), 1e-9);
    }

    @Test
    void refusesToConvertBetweenKinds() {
        assertFalse(ScoreUnit.parse("ms/op").convertibleTo(ScoreUnit.parse("ops/ms")));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ScoreUnit.parse("ms/op").factorTo(ScoreUnit.parse("ops/s")));
        assertEquals("cannot convert unit 'ms/op' to 'ops/s'; only TIME/op to TIME/op and ops/TIME to ops/TIME"
                + " convert (TIME: ns, us, ms, s, min, hr, day)", e.getMessage());
    }

    @Test
    void millisPerOpInvertsThroughput() {
        assertEquals(2.5, ScoreUnit.parse("us/op").millisPerOp(2500), 1e-12);
        assertEquals(0.5, ScoreUnit.parse("ops/s").millisPerOp(2000), 1e-12);
        assertEquals(Double.NaN, ScoreUnit.parse("B/op").millisPerOp(10));
    }
}
