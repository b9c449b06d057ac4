package org.repobench.jmh;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.repobench.ldp.LdpException;
import org.repobench.store.settings.Environment;

import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A write given up or lost fails its trial with one line, unless the user keeps such runs going. */
class FailedWritesTest {
    @AfterEach
    void forget() {
        System.clearProperty(FailedWrites.KEEP);
        WriteCounts.startIteration();
        FailedWrites.reset();
    }

    @Test
    void noFailureNoLine() {
        assertEquals(Optional.empty(), FailedWrites.verdict(80, 0, 0, null));
    }

    @Test
    void theLineSaysHowManyOfHowManyAndTheFirstAnswer() {
        String line = FailedWrites.verdict(75, 25, 1, "POST repobench/crud: the server answered 500 Internal Server"
                + " Error: boom").orElseThrow();
        assertEquals("26 of 75 operations failed (25 given up after 3 attempts, 1 lost after their save); the first"
                + " failure: POST repobench/crud: the server answered 500 Internal Server Error: boom; to keep such"
                + " runs going, set REPOBENCH_KEEP_FAILED_WRITES=true", line);
    }

    @Test
    void aLongAnswerIsCutAndStaysOnOneLine() {
        String line = FailedWrites.verdict(3, 1, 0, "x".repeat(500) + "\nsecond line").orElseThrow();
        assertFalse(line.contains("\n"), line);
        assertTrue(line.contains("x".repeat(FailedWrites.ANSWER_CHARS) + "..."), line);
        assertFalse(line.contains("x".repeat(FailedWrites.ANSWER_CHARS + 1)), line);
    }

    @Test
    void aGivenUpWriteFailsTheTrialWithItsFirstAnswer() throws Exception {
        WriteCounts.startIteration();
        RetryPolicy.send(() -> {
        });
        assertFalse(RetryPolicy.send(() -> {
            throw new LdpException("POST a: the server answered 500 Internal Server Error: boom", 500);
        }));
        FailedWrites.endIteration();
        WriteCounts.startIteration();
        RetryPolicy.send(() -> {
        });
        FailedWrites.endIteration();
        FailedWrites.WritesFailedException failed = assertThrows(FailedWrites.WritesFailedException.class,
                FailedWrites::endTrial);
        assertTrue(failed.getMessage().startsWith("1 of 3 operations failed (1 given up after 3 attempts, 0 lost"
                + " after their save); the first failure: POST a: the server answered 500 Internal Server Error:"
                + " boom;"),
                failed.getMessage());
        FailedWrites.endTrial();   // the next trial starts from nothing
    }

    @Test
    void aLostResourceFailsTheTrial() {
        WriteCounts.startIteration();
        WriteCounts.done();
        WriteCounts.lost("HEAD a: the server answered 404 Not Found");
        FailedWrites.endIteration();
        FailedWrites.WritesFailedException failed = assertThrows(FailedWrites.WritesFailedException.class,
                FailedWrites::endTrial);
        assertTrue(failed.getMessage().startsWith("1 of 1 operations failed (0 given up after 3 attempts, 1 lost"
                + " after their save); the first failure: lost after its save: HEAD a: the server answered 404 Not"
                + " Found;"),
                failed.getMessage());
    }

    @Test
    void theSettingKeepsTheRunGoing() {
        assertTrue(FailedWrites.keep(Environment.of(Map.of(), Map.of(FailedWrites.KEEP, "true"))));
        assertFalse(FailedWrites.keep(Environment.of(Map.of(), Map.of())));
        System.setProperty(FailedWrites.KEEP, "true");
        WriteCounts.startIteration();
        WriteCounts.lost("HEAD a: 404");
        FailedWrites.endIteration();
        FailedWrites.endTrial();
    }

    @Test
    void aTrialStartsFromNothing() {
        WriteCounts.startIteration();
        WriteCounts.lost("HEAD a: 404");
        FailedWrites.endIteration();   // a trial that then threw, and never reached its end
        WriteCounts.track();
        FailedWrites.endTrial();
    }

    @Test
    void anIngestItemGivenUpFailsAtOnceWithItsLine() throws Exception {
        System.setProperty(FailedWrites.KEEP, "true");
        WriteCounts.startIteration();
        assertFalse(RetryPolicy.send(() -> {
            throw new LdpException("POST repobench/ingest: the server answered 503 Service Unavailable", 503);
        }));
        assertEquals("triple 5 of the ingest was given up after 3 attempts; the first failure: POST repobench/ingest:"
                + " the server answered 503 Service Unavailable; an ingest cannot skip an item, so no setting keeps"
                + " it going", FailedWrites.cannotGoOn("triple 5 of the ingest").getMessage());
    }
}
