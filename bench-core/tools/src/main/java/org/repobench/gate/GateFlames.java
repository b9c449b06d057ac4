package org.repobench.gate;

import org.repobench.api.FlameNames;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * A gate's flame graphs ({@code gate --flame}): every step runs with {@code run --flame}, and its recordings then go
 * to its arm's {@code base.flames} or {@code head.flames} beside the merged {@code base.json} and {@code head.json},
 * where the comparison page finds them. Side by side, a step's recordings are of its target's server, the step's arm.
 * Both arms record alike, so what the profiler costs falls on both; a revision from before {@code --flame} fails its
 * step with the launcher's line saying so.
 */
final class GateFlames {
    private GateFlames() {
    }

    /** Each arm's steps asked to record; the sides as they are without {@code --flame}. */
    static Map<Arm, ArmSteps.Side> asking(boolean flame, Map<Arm, ArmSteps.Side> sides) {
        if (!flame) {
            return sides;
        }
        Map<Arm, ArmSteps.Side> asking = new EnumMap<>(Arm.class);
        sides.forEach((arm, side) -> {
            List<String> args = new ArrayList<>(side.args());
            args.add(FlameNames.OPTION);
            asking.put(arm, new ArmSteps.Side(side.name(), side.classpath(), args));
        });
        return asking;
    }

    /** Moves each step's recordings to its arm's directory, a folder per step. */
    static void gather(List<AbbaSchedule.Step> schedule, Path stepsDirectory, Path runDirectory) throws IOException {
        for (AbbaSchedule.Step step : schedule) {
            Path directory = stepsDirectory.resolve(step.directoryName());
            if (!Files.isDirectory(directory)) {
                continue;
            }
            Path arm = runDirectory.resolve(step.arm().label() + FlameNames.DIRECTORY_SUFFIX)
                    .resolve(step.directoryName());
            List<Path> recordings;
            try (Stream<Path> files = Files.list(directory)) {
                recordings = files.filter(f -> f.getFileName().toString().endsWith(FlameNames.DIRECTORY_SUFFIX)
                        && Files.isDirectory(f)).toList();
            }
            for (Path recorded : recordings) {
                Files.createDirectories(arm);
                try (Stream<Path> files = Files.list(recorded)) {
                    for (Path file : files.toList()) {
                        Files.move(file, arm.resolve(file.getFileName()));
                    }
                }
                Files.delete(recorded);
            }
        }
    }
}
