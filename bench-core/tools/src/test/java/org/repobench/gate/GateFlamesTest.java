package org.repobench.gate;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

class GateFlamesTest {
    @TempDir
    Path dir;

    @Test
    void everyStepIsAskedToRecordOnlyWithFlame() {
        Map<Arm, ArmSteps.Side> sides = Map.of(Arm.BASE, new ArmSteps.Side("a1", "cp", List.of("-p", "target=x")),
                Arm.HEAD, ArmSteps.Side.revision("b2", "cp"));
        assertSame(sides, GateFlames.asking(false, sides));
        Map<Arm, ArmSteps.Side> asking = GateFlames.asking(true, sides);
        assertEquals(List.of("-p", "target=x", "--flame"), asking.get(Arm.BASE).args());
        assertEquals(List.of("--flame"), asking.get(Arm.HEAD).args());
    }

    @Test
    void eachStepsRecordingsGoToItsArm() throws IOException {
        List<AbbaSchedule.Step> schedule = AbbaSchedule.of(2);
        Path steps = dir.resolve("steps");
        for (AbbaSchedule.Step step : schedule) {
            Path recordings = Files.createDirectories(steps.resolve(step.directoryName()).resolve("run-1.flames"));
            Files.writeString(recordings.resolve("x-" + step.number() + ".jfr"), "recording");
            Files.writeString(recordings.resolve("x-" + step.number() + ".properties"), "about");
        }
        GateFlames.gather(schedule, steps, dir);
        // A B B A: steps 1 and 4 are base's, 2 and 3 head's
        assertTrue(Files.isRegularFile(dir.resolve("base.flames/01-base/x-1.jfr")));
        assertTrue(Files.isRegularFile(dir.resolve("base.flames/04-base/x-4.properties")));
        assertTrue(Files.isRegularFile(dir.resolve("head.flames/02-head/x-2.jfr")));
        assertTrue(Files.isRegularFile(dir.resolve("head.flames/03-head/x-3.jfr")));
        assertFalse(Files.exists(steps.resolve("01-base/run-1.flames")), "moved, not copied");
    }
}
