package org.repobench.gate;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

class StepCommandsTest {
    private static final Path JAVA = Path.of("/jdk/bin/java");

    @Test
    void aForkStepRunsTheRevisionsLauncherWithOneForkOfTheGateSet() {
        List<String> expected = new ArrayList<>(List.of("/jdk/bin/java", "-Djmh.ignoreLock=true", "-cp",
                "/b/lib/a.jar:/m2/x.jar", "org.repobench.cli.Repobench", "run", "--no-report", "--out",
                "/g/steps/03-head"));
        expected.addAll(GateSet.defaults().jmhArgs());
        assertEquals(expected, StepCommands.fork(JAVA, "/b/lib/a.jar:/m2/x.jar", Path.of("/g/steps/03-head"),
                GateSet.defaults()));
    }

    @Test
    void aChangedGateSetReachesTheCommand() {
        GateSet set = GateSet.defaults().withInclude("coldGet$").withParams("size=300");
        List<String> command = StepCommands.fork(JAVA, "cp", Path.of("/o"), set);
        int include = command.indexOf("coldGet$");
        assertEquals(List.of("-r", "1s", "-jvmArgsAppend", GateSet.FORK_JVM_ARGS, "-prof", "gc"),
                command.subList(include - 6, include));
        assertEquals("size=300", command.get(command.indexOf("workload=N_MEMBERS,N_MEMBEROF") + 2));
    }

    @Test
    void aFedoraBuildsStepNamesItsTargetAfterTheGateSet() {
        List<String> arm = List.of("-p", "target=war:/w/fcrepo-webapp-7.0.0.war");
        List<String> command = StepCommands.fork(JAVA, "cp", Path.of("/o"), GateSet.serverDefaults(), arm);
        assertEquals(arm, command.subList(command.size() - 2, command.size()));
        assertEquals("1", command.get(command.indexOf("-f") + 1), "one fork, one server start per step");
        assertFalse(command.contains("--one-server"), "a server start per step");
    }

    @Test
    void aWarmedServersStepsAskTheLauncherToWarmIt() {
        List<String> arm = List.of("-p", "target=fedora-6.1.0");
        GateSet warmed = GateSet.serverDefaults().withWarmServer(30);
        List<String> command = StepCommands.fork(JAVA, "cp", Path.of("/o"), warmed, arm);
        assertEquals(List.of("--warm-server", "30"), command.subList(command.size() - 4, command.size() - 2));
    }

    @Test
    void aFailedStepSaysTheLaunchersOwnLine(@TempDir Path dir) throws Exception {
        Path log = dir.resolve("step-01-base.log");
        Files.write(log, List.of("# repobench: target ...", "repobench run: war:/x.war: no such file;"
                + " accepted: a Fedora war", "at the end"));
        assertEquals(Optional.of("repobench run: war:/x.war: no such file; accepted: a Fedora war"),
                ArmSteps.launcherLine(log));
        assertEquals(Optional.empty(), ArmSteps.launcherLine(dir.resolve("absent.log")));
    }

    @Test
    void everyServerOfAnArmGetsTheForksCollectorAndHeapAndOnlyTheHeadItsInjection() {
        String server = "-XX:+UseParallelGC -Xms2g -Xmx2g -XX:+AlwaysPreTouch -XX:+UseTransparentHugePages";
        assertEquals(List.of("-p", "target=fedora-6.1.0", "--server-jvm-args", server, "--no-bytes-stored"),
                BuildArms.armArgs("fedora-6.1.0", Optional.empty()));
        assertEquals(List.of("-p", "target=war:/w.war", "--server-jvm-args", server, "--no-bytes-stored",
                        "--server-inject", "cpu=10%"),
                BuildArms.armArgs("war:/w.war", Optional.of("cpu=10%")));
    }

    @Test
    void prebuildDumpsEachFixture() {
        assertEquals(List.of("/jdk/bin/java", "-cp", "cp", "org.repobench.cli.Repobench", "dump", "--store", "FILE",
                        "--workload", "N_MEMBEROF", "--size", "1000"),
                StepCommands.prebuild(JAVA, "cp", new FixturePrebuild.Fixture("FILE", "N_MEMBEROF", "1000",
                        Optional.empty())));
        assertEquals(List.of("/jdk/bin/java", "-cp", "cp", "org.repobench.cli.Repobench", "dump", "--store", "FILE",
                        "--workload", "N_MEMBERS", "--size", "10", "--seed", "7"),
                StepCommands.prebuild(JAVA, "cp", new FixturePrebuild.Fixture("FILE", "N_MEMBERS", "10",
                        Optional.of("7"))));
    }

    @Test
    void fixturesAreEveryCombinationOfTheirParams() {
        assertEquals(List.of(new FixturePrebuild.Fixture("FILE", "N_MEMBERS", "1000", Optional.empty()),
                        new FixturePrebuild.Fixture("FILE", "N_MEMBEROF", "1000", Optional.empty())),
                FixturePrebuild.of(GateSet.defaults()));
        assertEquals(4, FixturePrebuild.of(GateSet.defaults().withParams("size=10,20;seed=1")).size());
        assertEquals(List.of(), FixturePrebuild.of(new GateSet("X", Map.of("size", List.of("1")))));
    }
}
