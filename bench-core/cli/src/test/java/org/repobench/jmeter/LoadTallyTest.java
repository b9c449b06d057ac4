package org.repobench.jmeter;

import org.junit.jupiter.api.Test;
import org.repobench.ldp.LdpRequest;
import org.repobench.load.LoadCycle;
import org.repobench.load.LoadOperation;
import org.repobench.load.LoadStep;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Every sample of a load counted once, in the right place: measured or ramp-up, made or removed, by engine. */
class LoadTallyTest {
    static final LoadCycle CYCLE = new LoadCycle() {
        @Override
        public String name() {
            return "test";
        }

        @Override
        public String summary() {
            return "a test cycle";
        }

        @Override
        public List<LoadStep> steps(String parent, String newName, String name) {
            return List.of(new LoadStep(LoadOperation.CREATE, LdpRequest.putText(parent + "/" + newName, "x")));
        }
    };
    /** 2 s of ramp-up, then 10 s: two windows of 5 s. */
    static final LoadSettings SETTINGS = new LoadSettings(CYCLE, 2, Duration.ofSeconds(2), Duration.ofSeconds(10),
            List.of());

    private static JtlSample sample(long start, long elapsed, String label, String code, String name, String engine) {
        return new JtlSample(start, elapsed, label, code, code.equals(String.valueOf(
                LoadOperation.ofLabel(label).doneStatus())), "t-1", name, engine);
    }

    @Test
    void rampUpSamplesAreVerifiedButNotMeasuredAndWindowsSplitTheHold() {
        long t0 = 1_000_000;
        LoadTally tally = LoadTally.of(List.of(
                sample(t0, 50, "create", "201", "a", "e1"),           // ramp-up
                sample(t0 + 2_000, 10, "create", "201", "b", "e1"),   // first window
                sample(t0 + 6_999, 20, "create", "201", "c", "e2"),   // first window, last ms
                sample(t0 + 7_000, 30, "create", "201", "d", "e2"),   // second window
                sample(t0 + 13_000, 40, "create", "201", "e", "e2")), // after the hold: the last window
                SETTINGS);
        LoadTally.Operation create = tally.operations().get(LoadOperation.CREATE);
        assertEquals(5, create.all());
        assertEquals(4, create.measured());
        assertEquals(List.of(List.of(10L, 20L), List.of(30L, 40L)), create.windows());
        assertEquals(Set.of("a", "b", "c", "d", "e"), tally.created());
        assertEquals(Map.of("e1", 2L, "e2", 3L), tally.engines());
        assertEquals(5, tally.samples());
    }

    @Test
    void onlyTheAnswerThatMeansDoneCountsAndConflictsAreErrorsToo() {
        LoadTally tally = LoadTally.of(List.of(
                sample(0, 5, "create", "201", "a", "e"),
                sample(1, 5, "create", "409", "b", "e"),
                sample(2, 5, "create", "Non HTTP response code: connection refused", "c", "e"),
                sample(3, 5, "delete", "204", "a", "e"),
                sample(4, 5, "delete", "412", "d", "e"),
                sample(5, 5, "update", "204", "a", "e")), SETTINGS);
        assertEquals(Set.of("a"), tally.created());
        assertEquals(Set.of("a"), tally.deleted());
        assertEquals(2, tally.operations().get(LoadOperation.CREATE).errors());
        assertEquals(1, tally.operations().get(LoadOperation.CREATE).conflicts());
        assertEquals(1, tally.operations().get(LoadOperation.DELETE).conflicts());
        assertEquals(0, tally.operations().get(LoadOperation.UPDATE).errors());
        assertEquals(-1, sample(2, 5, "create", "Non HTTP response code: x", "c", "e").status());
    }

    @Test
    void aCreateThatAnswered201ButFailedAnAssertionIsNotCounted() {
        LoadTally tally = LoadTally.of(List.of(new JtlSample(0, 5, "create", "201", false, "t", "a", "e")), SETTINGS);
        assertEquals(Set.of(), tally.created());
        assertEquals(1, tally.operations().get(LoadOperation.CREATE).errors());
    }

    @Test
    void aLabelOfNoOperationIsCountedApart() {
        LoadTally tally = LoadTally.of(List.of(new JtlSample(0, 5, "login", "200", true, "t", "a", "e")), SETTINGS);
        assertEquals(1, tally.unknown());
        assertEquals(Map.of(), tally.operations());
    }

    @Test
    void theWindowsAreTheHoldCutIntoFiveSecondsAtLeastOne() {
        assertEquals(2, SETTINGS.windows());
        assertEquals(1, new LoadSettings(CYCLE, 1, Duration.ZERO, Duration.ofSeconds(3), List.of()).windows());
        assertEquals(12, new LoadSettings(CYCLE, 1, Duration.ZERO, Duration.ofSeconds(60), List.of()).windows());
    }
}
