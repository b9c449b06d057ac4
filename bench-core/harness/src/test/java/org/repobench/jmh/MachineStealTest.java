package org.repobench.jmh;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openjdk.jmh.results.Result;
import org.repobench.api.MetricNames;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The steal share comes from the kernel's cpu line, over exactly one iteration, and is absent where it cannot. */
class MachineStealTest {
    private static final String BEFORE = "cpu  1000 10 300 5000 40 0 20 30 0 0";
    private static final String AFTER = "cpu  1600 10 400 5200 40 0 20 130 0 0";

    @Test
    void theCpuLineGivesTheStealAndTheFirstEightColumnsAsTheTotal() {
        assertEquals(Optional.of(new MachineSteal.CpuTimes(30, 6400)), MachineSteal.CpuTimes.parse(BEFORE));
    }

    @Test
    void theShareIsTheStealOverAllTheTimeBetweenTwoReadings() {
        MachineSteal.CpuTimes before = MachineSteal.CpuTimes.parse(BEFORE).orElseThrow();
        MachineSteal.CpuTimes after = MachineSteal.CpuTimes.parse(AFTER).orElseThrow();
        // 1,000 ticks passed (600 user, 100 system, 200 idle, 100 steal)
        assertEquals(10.0, after.stealPercentSince(before).orElseThrow(), 1e-9);
        assertEquals(Optional.empty(), before.stealPercentSince(before), "no time passed, no share");
    }

    @Test
    void aLineWithoutTheStealColumnOrNotTheCpuLineGivesNothing() {
        assertEquals(Optional.empty(), MachineSteal.CpuTimes.parse("cpu  1000 10 300 5000 40 0 20"));
        assertEquals(Optional.empty(), MachineSteal.CpuTimes.parse("cpu0 1000 10 300 5000 40 0 20 30"));
        assertEquals(Optional.empty(), MachineSteal.CpuTimes.parse("cpu  a b c d e f g h"));
        assertEquals(Optional.empty(), MachineSteal.CpuTimes.parse(null));
    }

    @Test
    void anIterationGetsTheShareInPercentBetweenItsTwoReadings(@TempDir Path dir) throws IOException {
        Path stat = dir.resolve("stat");
        Files.writeString(stat, BEFORE + "\ncpu0 1 2 3 4 5 6 7 8\n");
        MachineSteal steal = new MachineSteal(stat);
        steal.beforeIteration(null, null);
        Files.writeString(stat, AFTER + "\n");
        Collection<? extends Result> results = steal.afterIteration(null, null, null);
        assertEquals(1, results.size(), results.toString());
        Result share = results.iterator().next();
        assertEquals(MetricNames.MACHINE_STEAL, share.getLabel());
        assertEquals("%", share.getScoreUnit());
        assertEquals(10.0, share.getScore(), 1e-9);
    }

    @Test
    void noKernelCountMeansNoResult(@TempDir Path dir) {
        MachineSteal steal = new MachineSteal(dir.resolve("absent"));
        steal.beforeIteration(null, null);
        assertEquals(List.of(), List.copyOf(steal.afterIteration(null, null, null)));
    }

    @Test
    void onThisMachineTheShareIsAPercentageWhereTheKernelCountsIt() {
        MachineSteal steal = new MachineSteal();
        steal.beforeIteration(null, null);
        for (Result share : steal.afterIteration(null, null, null)) {
            assertTrue(share.getScore() >= 0 && share.getScore() <= 100, share.toString());
        }
    }
}
