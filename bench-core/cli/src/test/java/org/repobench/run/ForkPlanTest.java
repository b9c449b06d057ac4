package org.repobench.run;

import org.junit.jupiter.api.Test;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.repobench.results.SampleKind;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Which passes get a server start per fork, and what their samples are. */
class ForkPlanTest {
    private static final Pass.ServerStart MANAGED = () -> {
        throw new AssertionError("not started here");
    };

    private static Pass pass(Optional<Pass.ServerStart> server) {
        return new Pass("p", Map.of(), List.of(), server);
    }

    @Test
    void aManagedServerStartsOncePerForkUnlessOneServerIsAsked() {
        assertEquals(ForkPlan.SERVER_PER_FORK, ForkPlan.of(pass(Optional.of(MANAGED)), false));
        assertEquals(ForkPlan.ONE_SERVER, ForkPlan.of(pass(Optional.of(MANAGED)), true));
        assertEquals(3, ForkPlan.SERVER_PER_FORK.runs(3));
        assertEquals(1, ForkPlan.ONE_SERVER.runs(3));
        assertEquals(SampleKind.SERVER_START, ForkPlan.SERVER_PER_FORK.sample());
        assertEquals(SampleKind.FORK_OF_ONE_SERVER, ForkPlan.ONE_SERVER.sample());
        assertEquals(Optional.of("server start 2 of 3"), ForkPlan.SERVER_PER_FORK.startLine(2, 3));
        assertEquals(Optional.empty(), ForkPlan.ONE_SERVER.startLine(1, 1));
    }

    @Test
    void onlyAServerStartOfItsOwnIsMadeAgainWhenItLoadedData() {
        assertTrue(ForkPlan.SERVER_PER_FORK.setAside(1).orElseThrow().startsWith("server start 1 loaded fixtures"));
        assertEquals(Optional.empty(), ForkPlan.ONE_SERVER.setAside(1));
        assertEquals(Optional.empty(), ForkPlan.GIVEN_SERVER.setAside(1));
        assertEquals(Optional.empty(), ForkPlan.FORKS.setAside(1));
    }

    @Test
    void aServerGivenByUrlIsSharedWhateverIsAsked() {
        Pass url = pass(Optional.of(Pass.ServerStart.alreadyRunning(MANAGED)));
        assertEquals(ForkPlan.GIVEN_SERVER, ForkPlan.of(url, false));
        assertEquals(ForkPlan.GIVEN_SERVER, ForkPlan.of(url, true));
        assertEquals(SampleKind.FORK_OF_ONE_SERVER, ForkPlan.GIVEN_SERVER.sample());
        assertTrue(ForkPlan.GIVEN_SERVER.says(2).orElseThrow().contains("cannot be restarted"));
    }

    @Test
    void withoutAServerJmhRunsTheForksAsItWould() {
        assertEquals(ForkPlan.FORKS, ForkPlan.of(pass(Optional.empty()), false));
        assertEquals(ForkPlan.FORKS, ForkPlan.of(pass(Optional.empty()), true));
        assertEquals(1, ForkPlan.FORKS.runs(5));
        assertEquals(SampleKind.FORK, ForkPlan.FORKS.sample());
        assertEquals(Optional.empty(), ForkPlan.FORKS.says(5));
    }

    @Test
    void onlyAServerPerForkLimitsJmhToOneForkPerRun() {
        OptionsBuilder perFork = new OptionsBuilder();
        ForkPlan.SERVER_PER_FORK.limitForks(perFork);
        assertEquals(1, perFork.build().getForkCount().get());
        OptionsBuilder shared = new OptionsBuilder();
        ForkPlan.ONE_SERVER.limitForks(shared);
        assertFalse(shared.build().getForkCount().hasValue(), "JMH's own setting");
    }
}
