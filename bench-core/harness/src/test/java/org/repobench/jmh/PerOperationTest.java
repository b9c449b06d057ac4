package org.repobench.jmh;

import org.junit.jupiter.api.Test;
import org.openjdk.jmh.results.ScalarResult;

import java.util.Optional;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;

class PerOperationTest {
    @Test
    void aTimeIsDividedByTheOperationsInTheBenchmarksUnit() {
        ScalarResult result = PerOperation.time("cpu", 3_000_000, 4, TimeUnit.MILLISECONDS).orElseThrow();
        assertEquals(0.75, result.getScore(), 1e-12);
        assertEquals("ms/op", result.getScoreUnit());
        assertEquals("cpu", result.getLabel());
        assertEquals("us/op", PerOperation.time("cpu", 1, 1, TimeUnit.MICROSECONDS).orElseThrow().getScoreUnit());
        assertEquals(2.5, PerOperation.time("cpu", 5, 2, TimeUnit.NANOSECONDS).orElseThrow().getScore(), 1e-12);
    }

    @Test
    void bytesAreDividedByTheOperations() {
        ScalarResult result = PerOperation.bytes("alloc", 1000, 8).orElseThrow();
        assertEquals(125, result.getScore(), 1e-12);
        assertEquals("B/op", result.getScoreUnit());
    }

    @Test
    void anIterationWithoutOperationsHasNoValue() {
        assertEquals(Optional.empty(), PerOperation.time("cpu", 100, 0, TimeUnit.MILLISECONDS));
        assertEquals(Optional.empty(), PerOperation.bytes("alloc", 100, 0));
    }
}
