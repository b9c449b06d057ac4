package org.repobench.gate;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repobench.api.MetricNames;
import org.repobench.api.ParamNames;
import org.repobench.results.EnvironmentFile;
import org.repobench.results.JmhJsonBuilder;
import org.repobench.results.JmhResult;
import org.repobench.results.ResultSet;
import org.repobench.results.SampleKind;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A side-by-side step's result as one fork per server, each named and measured as if it had run alone. */
class SideBySideSplitTest {
    @TempDir
    Path dir;

    private Path step(boolean withSideBySideTime) throws IOException {
        JmhJsonBuilder.Result result = new JmhJsonBuilder()
                .result(JmhJsonBuilder.WARM_GET, "sample", "ms/op")
                .param(ParamNames.TARGET, "FEDORA_6_1_0").param(ParamNames.SIZE, "1000")
                .fork(40, 41, 42)
                .secondaryFork(MetricNames.SERVER_TIME, "ms/op", 30, 31, 32)
                .secondaryFork(MetricNames.SERVER_CPU_TIME, "ms/op", 20, 21, 22)
                .secondaryFork(MetricNames.SERVER_ALLOCATION, "B/op", 1000, 1000, 1000)
                .secondaryFork(MetricNames.SIDE_BY_SIDE + MetricNames.SERVER_CPU_TIME, "ms/op", 25, 26, 27)
                .secondaryFork(MetricNames.SIDE_BY_SIDE + MetricNames.SERVER_ALLOCATION, "B/op", 1100, 1100, 1100)
                .secondaryFork(MetricNames.CPU_TIME, "ms/op", 1, 1, 1)
                .secondaryFork(MetricNames.MACHINE_STEAL, "%", 0, 0, 0);
        if (withSideBySideTime) {
            result.secondaryFork(MetricNames.SIDE_BY_SIDE + MetricNames.SERVER_TIME, "ms/op", 50, 51, 52);
        }
        Path file = result.and().write(dir.resolve("01-head").resolve("latest.json"));
        Files.writeString(file.resolveSibling(EnvironmentFile.NAME), "{\"" + EnvironmentFile.SIDE_BY_SIDE + "\": {\""
                + EnvironmentFile.RECORDED + "\": \"WAR_7_0_0_746353E6\", \"target\": \"war:/w/7.0.0.war\"}}");
        return file;
    }

    @Test
    void eachServerBecomesItsArmsForkUnderTheUsualNames() throws IOException {
        Map<Arm, Path> files = SideBySideSplit.write(step(true), Arm.HEAD);

        JmhResult head = ResultSet.load(files.get(Arm.HEAD)).results().get(0);
        assertArrayEquals(new double[]{30, 31, 32}, head.primary().fork(0), 1e-9, "the target's own time");
        assertEquals(21, head.secondary(MetricNames.SERVER_CPU_TIME).score(), 1e-9);
        assertEquals("FEDORA_6_1_0", head.params().get(ParamNames.TARGET));

        JmhResult base = ResultSet.load(files.get(Arm.BASE)).results().get(0);
        assertArrayEquals(new double[]{50, 51, 52}, base.primary().fork(0), 1e-9, "the side-by-side server's own time");
        assertEquals(26, base.secondary(MetricNames.SERVER_CPU_TIME).score(), 1e-9);
        assertEquals(1100, base.serverAllocation().score(), 1e-9);
        assertEquals("WAR_7_0_0_746353E6", base.params().get(ParamNames.TARGET),
                "the side-by-side server's build, as recorded");
        assertEquals("1000", base.params().get(ParamNames.SIZE));

        for (JmhResult arm : Set.of(head, base)) {
            assertNull(arm.secondary(MetricNames.CPU_TIME), "the client's own CPU is both servers' alike");
            assertNull(arm.secondary(MetricNames.SIDE_BY_SIDE + MetricNames.SERVER_CPU_TIME));
            assertTrue(arm.secondary().containsKey(MetricNames.MACHINE_STEAL));
            assertEquals(SampleKind.SERVER_START_SIDE_BY_SIDE, arm.settings().sample(),
                    "a server started side by side with another");
            assertEquals(SideBySideSplit.MEAN_MODE, arm.key().mode(),
                    "the mean of its requests, not the client's samples");
        }
    }

    @Test
    void aStepThatDidNotRunTwoServersIsRefused() throws IOException {
        Path oneServer = step(false);
        GateException e = assertThrows(GateException.class, () -> SideBySideSplit.write(oneServer, Arm.BASE));
        assertTrue(e.getMessage().contains("has no sideBySide.server.time/op"), e.getMessage());

        Path noEnvironment = step(true);
        Files.delete(noEnvironment.resolveSibling(EnvironmentFile.NAME));
        e = assertThrows(GateException.class, () -> SideBySideSplit.write(noEnvironment, Arm.BASE));
        assertTrue(e.getMessage().contains("names no side-by-side server's build"), e.getMessage());
    }
}
