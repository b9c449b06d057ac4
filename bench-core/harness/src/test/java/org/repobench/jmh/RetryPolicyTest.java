package org.repobench.jmh;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repobench.repository.BenchRepository;
import org.repobench.repository.RepositoryOptions;
import org.repobench.repository.write.NoSuchResourceException;
import org.repobench.repository.write.ResourceWriter;
import org.repobench.store.StoreKind;
import org.repobench.store.StoreLocation;

import javax.jcr.InvalidItemStateException;
import javax.jcr.PathNotFoundException;
import javax.jcr.RepositoryException;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every attempt a write benchmark makes is counted; a missing resource stops the run unless the view lags. */
class RetryPolicyTest {
    @TempDir
    Path dir;
    private BenchRepository repository;
    private ResourceWriter writer;

    @BeforeEach
    void open() throws Exception {
        repository = BenchRepository.open(StoreKind.FILE.backend(), new StoreLocation(dir, "t_counts"),
                RepositoryOptions.DEFAULTS);
        writer = repository.writer(1);
        WriteCounts.startIteration();
    }

    @AfterEach
    void close() {
        writer.close();
        repository.close();
    }

    @Test
    void aCompletedWriteIsOneOperation() throws Exception {
        assertTrue(RetryPolicy.perform(writer, w -> w.put("/a", "")));
        assertTrue(RetryPolicy.performOnSeen(writer, w -> w.delete("/a")));
        assertEquals(2, WriteCounts.OPS.sum());
        assertEquals(0, WriteCounts.STALE_READS.sum() + WriteCounts.RETRIES.sum() + WriteCounts.FAILURES.sum());
    }

    @Test
    void aMissingResourceIsTheBenchmarksMistake() {
        assertThrows(NoSuchResourceException.class, () -> RetryPolicy.perform(writer, w -> w.delete("/never")));
        assertEquals(0, WriteCounts.FAILURES.sum());
    }

    @Test
    void aResourceTheViewLostIsCountedAtEveryAttemptAndGivenUpAsAFailure() throws Exception {
        assertFalse(RetryPolicy.performOnSeen(writer, w -> w.delete("/never")));
        assertEquals(RetryPolicy.MAX_ATTEMPTS, WriteCounts.STALE_READS.sum());
        assertEquals(RetryPolicy.MAX_ATTEMPTS - 1, WriteCounts.RETRIES.sum());
        assertEquals(1, WriteCounts.FAILURES.sum());
        assertEquals(0, WriteCounts.OPS.sum());
    }

    @Test
    void aGetThatMeetsADeletedNodeIsAConflictAndSentAgainWhetherModeShapeWrappedItOrNot() throws Exception {
        int[] calls = {0};
        String result = RetryPolicy.read(() -> switch (++calls[0]) {
            case 1 -> throw new InvalidItemStateException("removed by another session");           // as thrown
            case 2 -> throw new IllegalStateException(new PathNotFoundException("/gone"));          // from a stream
            default -> "served";
        });
        assertEquals("served", result);
        assertEquals(2, WriteCounts.CONFLICTS.sum());
        assertEquals(2, WriteCounts.RETRIES.sum());
        assertEquals(1, WriteCounts.OPS.sum());
        assertEquals(0, WriteCounts.FAILURES.sum());
    }

    @Test
    void anyOtherFailureOfAGetStopsTheRun() {
        assertThrows(RepositoryException.class,
                () -> RetryPolicy.read(() -> {
                    throw new RepositoryException("the store refused");
                }));
        assertEquals(0, WriteCounts.CONFLICTS.sum() + WriteCounts.FAILURES.sum());
    }
}
