package org.repobench.cli;

import org.junit.jupiter.api.Test;
import org.repobench.api.ParamNames;
import org.repobench.compare.CompareOptions;
import org.repobench.compare.Pairing;
import org.repobench.gate.GateArms;
import org.repobench.gate.GateOptions;
import org.repobench.gate.GateSet;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The gate's command line: every option checked before anything is built. */
class GateCommandOptionsTest {
    private static GateOptions parse(String... args) {
        return GateCommand.parse(List.of(args));
    }

    private static String error(String... args) {
        return assertThrows(RuntimeException.class, () -> parse(args)).getMessage();
    }

    @Test
    void defaults() {
        GateOptions options = parse("--base", "origin/main");
        assertEquals(new GateArms.Revisions("origin/main", Optional.empty()), options.arms());
        assertEquals(GateOptions.DEFAULT_FORKS, options.forks());
        assertEquals(CompareOptions.defaults(), options.compare());
        assertEquals(GateSet.defaults(), options.gateSet());
        assertFalse(options.offline());
    }

    @Test
    void everyOption() {
        GateOptions options = parse("--base=HEAD~1", "--head", "abc123", "--forks", "8", "--threshold", "5%",
                "--alpha", "0.01", "--include", "ManyMembersBenchmark\\.coldGet$", "--params", "size=10000",
                "--offline");
        assertEquals(new GateArms.Revisions("HEAD~1", Optional.of("abc123")), options.arms());
        assertEquals(8, options.forks());
        assertEquals(0.05, options.compare().threshold(), 1e-12);
        assertEquals(0.01, options.compare().alpha(), 1e-12);
        assertEquals(0.03, parse("--base", "x", "--alloc-threshold", "3").compare().allocationThreshold(), 1e-12);
        assertEquals(CompareOptions.defaults().allocationThreshold(), options.compare().allocationThreshold(),
                "compare's default");
        assertEquals("ManyMembersBenchmark\\.coldGet$", options.gateSet().include());
        assertEquals(List.of("10000"), options.gateSet().values("size"));
        assertTrue(options.offline());
    }

    @Test
    void twoFedoraBuilds() {
        GateOptions options = parse("--base-target", "war:a/fcrepo-webapp-6.0.0.war", "--head-target", "fedora-6.1.0");
        GateArms.Builds arms = assertInstanceOf(GateArms.Builds.class, options.arms());
        assertEquals("war:" + Path.of("a/fcrepo-webapp-6.0.0.war").toAbsolutePath(), arms.base());
        assertEquals("fedora-6.1.0", arms.head());
        assertEquals(GateSet.serverDefaults(), options.gateSet(), "the server gate set");
    }

    @Test
    void anIncludeOfTheGetsAloneDropsTheCreatesDefaultsAndKeepsTheUsersParams() {
        Set<String> getParams = Set.of(ParamNames.STORE, ParamNames.WORKLOAD, ParamNames.SIZE, ParamNames.TARGET);
        List<String> asked = new ArrayList<>();
        GateSet gets = GateCommand.parse(List.of("--base-target", "fedora-6.1.0", "--head-target", "fedora-6.1.0",
                "--include", "ManyMembersBenchmark\\.warmGet$", "--params", ParamNames.RESOURCE + "=BINARY"),
                include -> {
                    asked.add(include);
                    return Optional.of(getParams);
                }).gateSet();
        assertEquals(List.of("ManyMembersBenchmark\\.warmGet$"), asked);
        assertEquals(List.of("N_MEMBERS", "N_CHILDREN"), gets.values(ParamNames.WORKLOAD));
        assertEquals(List.of("BINARY"), gets.values(ParamNames.RESOURCE), "the user's own --params are handed on");
        GateSet unknown = GateCommand.parse(List.of("--base-target", "fedora-6.1.0", "--head-target", "fedora-6.1.0",
                "--include", "nothingHere"), include -> Optional.empty()).gateSet();
        assertEquals(GateSet.serverDefaults().withInclude("nothingHere"), unknown, "nothing known, nothing dropped");
        GateSet model = GateCommand.parse(List.of("--base", "HEAD~1", "--head", "HEAD", "--include", "coldGet"),
                include -> Optional.of(Set.of())).gateSet();
        assertEquals(GateSet.defaults().withInclude("coldGet"), model, "a revision's benchmarks are its own");
    }

    @Test
    void buildsAndRevisionsDoNotMix() {
        String message = error("--base", "HEAD~1", "--base-target", "fedora-6.0.0", "--head-target", "fedora-6.1.0");
        assertTrue(message.contains("cannot be mixed"), message);
        message = error("--base-target", "fedora-6.0.0");
        assertTrue(message.contains("--head-target") && message.contains("war:PATH"), message);
        message = error("--base-target", "6.0.0", "--head-target", "fedora-6.1.0");
        assertTrue(message.contains("'6.0.0'") && message.contains("fedora-VERSION"), message);
    }

    @Test
    void aCostInjectedIntoTheHeadsServerIsCheckedAndHandedOn() {
        GateArms.Builds arms = assertInstanceOf(GateArms.Builds.class, parse("--base-target", "fedora-6.1.0",
                "--head-target", "fedora-6.1.0", "--head-inject", "cpu=10.0%").arms());
        assertEquals(Optional.of("cpu=10%"), arms.headInjection(), "as the launcher takes it back");
        assertEquals(Optional.empty(), parse("--base-target", "fedora-6.1.0", "--head-target", "fedora-6.1.0")
                .arms() instanceof GateArms.Builds builds ? builds.headInjection() : Optional.of("revisions"));
        String message = error("--base-target", "fedora-6.1.0", "--head-target", "fedora-6.1.0", "--head-inject",
                "cpu=10");
        assertTrue(message.startsWith("--server-inject: 'cpu=10' is not accepted; accepted: KIND=PERCENT%"),
                message);
        message = error("--base", "HEAD~1", "--head-inject", "cpu=10%");
        assertTrue(message.startsWith("--head-inject adds a cost to the head's Fedora server, so it needs"
                + " --base-target and --head-target"), message);
    }

    @Test
    void theSameWarTwiceIsAnAaGate() {
        assertTrue(new GateArms.Builds("war:/x.war", "war:/x.war").sameBuild(path -> Optional.empty()));
        assertTrue(new GateArms.Builds("war:/x.war", "war:/y.war").sameBuild(path -> Optional.of("abc")),
                "two copies of the same bytes");
        assertFalse(new GateArms.Builds("war:/x.war", "war:/y.war").sameBuild(path -> Optional.of(path)));
        assertFalse(new GateArms.Builds("fedora-6.0.0", "fedora-6.1.0").sameBuild(path -> Optional.of("abc")));
    }

    @Test
    void baseIsRequired() {
        String message = error("--forks", "6");
        assertTrue(message.contains("--base") && message.contains("required"), message);
    }

    @Test
    void tooFewForksNameTheValueAndTheRange() {
        String message = error("--base", "HEAD~1", "--forks", "3");
        assertTrue(message.contains("--forks") && message.contains("'3'") && message.contains("from 4 to 50"), message);
        assertTrue(error("--base", "HEAD~1", "--forks", "six").contains("'six'"));
    }

    @Test
    void warmUpIterationsAreSetWithinTheirRange() {
        assertEquals(GateSet.DEFAULT_WARMUPS, parse("--base", "x").gateSet().warmups());
        GateSet longer = parse("--base", "x", "--warmup", "10").gateSet();
        assertEquals(10, longer.warmups());
        assertTrue(longer.jmhArgs().containsAll(List.of("-wi", "10")), longer.jmhArgs().toString());
        assertEquals("--warmup must be a whole number from 1 to 60, got '0'", error("--base", "x", "--warmup", "0"));
        assertEquals("--warmup must be a whole number from 1 to 60, got 'lots'",
                error("--base", "x", "--warmup", "lots"));
    }

    @Test
    void sideBySideWarmsUpLessUnlessTold() {
        String[] sideBySide = {"--base-target", "fedora-6.1.0", "--head-target", "fedora-6.1.0",
                GateCommand.SIDE_BY_SIDE};
        GateSet byDefault = parse(sideBySide).gateSet();
        assertEquals(GateSet.SIDE_BY_SIDE_WARMUPS, byDefault.warmups());
        assertTrue(byDefault.jmhArgs().containsAll(List.of("-wi", String.valueOf(GateSet.SIDE_BY_SIDE_WARMUPS))),
                byDefault.jmhArgs().toString());
        assertTrue(byDefault.describe().endsWith(", " + GateSet.SIDE_BY_SIDE_WARMUPS + " warm-up iterations"),
                byDefault.describe());
        List<String> told = new ArrayList<>(List.of(sideBySide));
        told.addAll(List.of("--warmup", "4"));
        assertEquals(4, parse(told.toArray(String[]::new)).gateSet().warmups(), "the user's own");
        assertEquals(GateSet.DEFAULT_WARMUPS, parse("--base-target", "fedora-6.1.0", "--head-target",
                "fedora-6.1.0").gateSet().warmups(), "one server per step: its server warms alone");
    }

    @Test
    void serversAreWarmedUntilTheirCompilerIsQuietWhenAsked() {
        assertEquals(List.of(), parse("--base-target", "fedora-6.1.0", "--head-target", "fedora-6.1.0").gateSet()
                .launcherArgs());
        GateSet warmed = parse("--base-target", "fedora-6.1.0", "--head-target", "fedora-6.1.0", "--warm-server",
                "30").gateSet();
        assertEquals(List.of("--warm-server", "30"), warmed.launcherArgs());
        assertTrue(warmed.describe().endsWith(", servers warmed until their compiler is quiet (at most 30 s)"),
                warmed.describe());
        assertEquals("--warm-server must be a whole number from 1 to 600, got '0'", error("--base-target",
                "fedora-6.1.0", "--head-target", "fedora-6.1.0", "--warm-server", "0"));
        String message = error("--base", "HEAD~1", "--warm-server", "30");
        assertTrue(message.startsWith("--warm-server warms the Fedora servers the gate starts, so it needs"
                + " --base-target and --head-target"), message);
    }

    @Test
    void forksMustBeAbleToReachTheChosenAlpha() {
        // 4 + 4 forks: smallest two-sided p = 2/70 = 0.0286, fine at 0.05, impossible at 0.01
        parse("--base", "HEAD~1", "--forks", "4");
        String message = error("--base", "HEAD~1", "--forks", "4", "--alpha", "0.01");
        assertTrue(message.contains("--forks 4") && message.contains("--forks 5 or more"), message);
    }

    @Test
    void forksPairedByStepNeedSixPairs() {
        assertEquals(Pairing.BY_STEP, parse("--base", "HEAD~1", "--by-step").compare().pairing());
        String message = error("--base", "HEAD~1", "--forks", "4", "--by-step");
        assertTrue(message.contains("--forks 4") && message.contains("Wilcoxon signed-rank")
                && message.contains("--forks 6 or more"), message);
        assertEquals(Pairing.INDEPENDENT, parse("--base", "HEAD~1").compare().pairing());
    }

    @Test
    void badThresholdAndAlphaNameTheValue() {
        assertTrue(error("--base", "x", "--threshold", "ten").contains("'ten'"));
        assertTrue(error("--base", "x", "--threshold", "-1").contains("from 0 to 1000"));
        assertTrue(error("--base", "x", "--alloc-threshold", "lots").startsWith("--alloc-threshold must be a"
                + " percentage"));
        assertTrue(error("--base", "x", "--alpha", "1").contains("'1'"));
        assertTrue(error("--base", "x", "--alpha", "1e-300").contains("too small"));
    }

    @Test
    void revisionsThatLookLikeOptionsAreRejected() {
        String message = error("--base", "-n");
        assertTrue(message.contains("'-n'") && message.contains("git revision"), message);
    }

    @Test
    void unknownOptionsAndStrayArgumentsAreRejected() {
        assertTrue(error("--base", "x", "--slowdown", "20").contains("unknown option '--slowdown'"));
        assertTrue(error("--base", "x", "extra").contains("'extra'"));
    }

    @Test
    void sideBySideJudgesPairsOnTheServerGateSet() {
        GateOptions options = parse("--base-target", "fedora-6.0.0", "--head-target", "fedora-6.1.0",
                GateCommand.SIDE_BY_SIDE, "--forks", "7");
        GateArms.Builds builds = assertInstanceOf(GateArms.Builds.class, options.arms());
        assertTrue(builds.sideBySide());
        assertEquals(Pairing.BY_STEP, options.compare().pairing());
        assertEquals(GateSet.SIDE_BY_SIDE_INCLUDE, options.gateSet().include());
        assertEquals(GateSet.serverDefaults().withWarmups(GateSet.SIDE_BY_SIDE_WARMUPS), options.gateSet(),
                "the four GETs and the create, as one server's, with the side-by-side warm-up");
        assertEquals(List.of("CONTAINER"), options.gateSet().values(ParamNames.RESOURCE));
        assertEquals(List.of("1000", "10000"), options.gateSet().values(ParamNames.SIZE));
        GateSet gets = GateCommand.parse(List.of("--base-target", "fedora-6.1.0", "--head-target", "fedora-6.1.0",
                GateCommand.SIDE_BY_SIDE, "--include", GateSet.DEFAULT_INCLUDE),
                include -> Optional.of(Set.of(ParamNames.STORE, ParamNames.WORKLOAD, ParamNames.SIZE))).gateSet();
        assertFalse(gets.params().containsKey(ParamNames.RESOURCE), "the GETs alone: no create, so no resource");
        assertEquals(CompareOptions.DEFAULT_THRESHOLD_PERCENT / 100, options.compare().threshold(), 1e-12);
        assertEquals(GateOptions.SIDE_BY_SIDE_POOLED_THRESHOLD_PERCENT / 100, options.compare().pooledThreshold(),
                1e-12, "every benchmark as one: a finer floor");
        assertEquals(7, options.forks(), "the user's own");
        GateOptions byDefault = parse("--base-target", "fedora-6.1.0", "--head-target", "fedora-6.1.0",
                GateCommand.SIDE_BY_SIDE);
        assertEquals(GateOptions.SIDE_BY_SIDE_FORKS, byDefault.forks(), "side by side: the fewest pairs that reach p");
        assertTrue(byDefault.compare().pairing().canReach(byDefault.forks(), byDefault.forks(),
                byDefault.compare().alpha()));
        CompareOptions asked = parse("--base-target", "fedora-6.0.0", "--head-target", "fedora-6.1.0",
                GateCommand.SIDE_BY_SIDE, "--forks", "7", "--threshold", "8", "--pooled-threshold", "3").compare();
        assertEquals(0.08, asked.threshold(), 1e-12);
        assertEquals(0.03, asked.pooledThreshold(), 1e-12, "the user's own");
        assertEquals(0.03, parse("--base-target", "fedora-6.0.0", "--head-target", "fedora-6.1.0",
                GateCommand.SIDE_BY_SIDE, "--forks", "7", "--threshold", "3").compare().pooledThreshold(), 1e-12,
                "never coarser than the rows' own threshold");
        CompareOptions oneServer = parse("--base-target", "fedora-6.0.0", "--head-target", "fedora-6.1.0",
                "--threshold", "8").compare();
        assertEquals(0.08, oneServer.pooledThreshold(), 1e-12, "one server per step: the threshold, as compare's");
        assertFalse(assertInstanceOf(GateArms.Builds.class, parse("--base-target", "fedora-6.0.0", "--head-target",
                "fedora-6.1.0").arms()).sideBySide());
    }

    @Test
    void sideBySideRefusesWhatItCannotRun() {
        assertTrue(error("--base", "HEAD~1", GateCommand.SIDE_BY_SIDE).contains("needs --base-target and"));
        String update = error("--base-target", "fedora-6.1.0", "--head-target", "fedora-6.1.0",
                GateCommand.SIDE_BY_SIDE, "--include", "ConcurrentCrudBenchmark\\.update$");
        assertTrue(update.contains("--include 'ConcurrentCrudBenchmark\\.update$'")
                && update.contains("not applicable")
                && update.contains("accepted: --include '" + GateSet.SIDE_BY_SIDE_INCLUDE + "', '"), update);
        String warm = error("--base-target", "fedora-6.1.0", "--head-target", "fedora-6.1.0",
                GateCommand.SIDE_BY_SIDE, "--warm-server", "30");
        assertTrue(warm.contains("--warm-server is not applicable with --side-by-side"), warm);
        String fewPairs = error("--base-target", "fedora-6.1.0", "--head-target", "fedora-6.1.0",
                GateCommand.SIDE_BY_SIDE, "--forks", "5");
        assertTrue(fewPairs.contains("--forks 5") && fewPairs.contains("use --forks 6"), fewPairs);
    }
}
