package org.repobench.jmh;

import org.junit.jupiter.api.Test;
import org.openjdk.jmh.results.Result;
import org.repobench.api.MetricNames;

import java.util.Collection;
import java.util.Map;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The probe's work is the same every time and everywhere, and it says what it took. */
class MachineProbeTest {
    @Test
    void theTableIsOneCycleThroughEverySlot() {
        int[] next = MachineProbe.cycle(1000, 7);
        boolean[] seen = new boolean[next.length];
        int at = 0;
        for (int step = 0; step < next.length; step++) {
            assertFalse(seen[at], "slot " + at + " visited twice within " + step + " steps");
            seen[at] = true;
            at = next[at];
        }
        assertEquals(0, at, "the walk is back where it started after visiting every slot once");
    }

    @Test
    void everyProbeDoesTheSameWork() {
        MachineProbe one = new MachineProbe();
        MachineProbe other = new MachineProbe();
        one.run();
        other.run();
        assertEquals(one.checksum(), other.checksum(), "the same walk in every JVM and fork");
        one.run();
        assertEquals(2 * other.checksum(), one.checksum(), "and in every iteration");
    }

    @Test
    void anIterationGetsTheProbesWallAndCpuTimeInMilliseconds() {
        Collection<? extends Result> results = new MachineProbe().afterIteration(null, null, null);
        Map<String, Result> byName = results.stream().collect(Collectors.toMap(Result::getLabel, r -> r));
        Result wall = byName.get(MetricNames.MACHINE_PROBE_TIME);
        assertEquals("ms", wall.getScoreUnit());
        assertTrue(wall.getScore() > 0, "a walk takes some time: " + wall);
        Result cpu = byName.get(MetricNames.MACHINE_PROBE_CPU_TIME);
        assertTrue(cpu == null || cpu.getScore() > 0, "with a thread CPU clock, the walk used some: " + cpu);
    }
}
