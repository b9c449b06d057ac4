package org.repobench.jmh;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.modeshape.jcr.cache.NodeKey;
import org.modeshape.jcr.cache.NodeNotFoundInParentException;
import org.repobench.ldp.LdpException;
import org.repobench.repository.BenchRepository;
import org.repobench.repository.RepositoryLevers;
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
                RepositoryLevers.DEFAULTS);
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
    void aGetWhoseChildReferenceLostItsNodeIsAConflictAndSentAgain() throws Exception {
        int[] calls = {0};
        String result = RetryPolicy.read(() -> {
            if (calls[0]++ == 0) {
                // as ModeShape's cache threw it under a GET beside a writer, wrapped by the repository
                throw new IllegalStateException(new NodeNotFoundInParentException(
                        new NodeKey("170f1587505d64a46806e3-44ec-41e3-b388-5337ae3c20ea"),
                        new NodeKey("170f1587505d64a9a42529-c604-4e28-ab44-99c40b476415")));
            }
            return "served";
        });
        assertEquals("served", result);
        assertEquals(1, WriteCounts.CONFLICTS.sum());
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

    @Test
    void overHttpA404OnWhatTheBenchmarkMadeIsAStaleReadSentAgainAndAnyOther404TheBenchmarksMistake()
            throws Exception {
        int[] calls = {0};
        assertTrue(RetryPolicy.sendOnSeen(() -> {
            if (calls[0]++ == 0) {
                throw new LdpException("PATCH a: the server answered 404 Not Found", 404);
            }
        }));
        assertEquals(1, WriteCounts.STALE_READS.sum());
        assertEquals(1, WriteCounts.RETRIES.sum());
        assertEquals(1, WriteCounts.OPS.sum());
        assertFalse(RetryPolicy.sendOnSeen(() -> {
            throw new LdpException("DELETE b: the server answered 404 Not Found", 404);
        }));
        assertEquals(1 + RetryPolicy.MAX_ATTEMPTS, WriteCounts.STALE_READS.sum());
        assertEquals(1, WriteCounts.FAILURES.sum());

        LdpException mistake = new LdpException("PATCH c: the server answered 404 Not Found", 404);
        assertThrows(LdpException.class, () -> RetryPolicy.send(() -> {
            throw mistake;
        }));
    }
}
