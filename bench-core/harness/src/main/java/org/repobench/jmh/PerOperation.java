package org.repobench.jmh;

import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.ScalarResult;
import org.openjdk.jmh.runner.options.TimeValue;

import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * An iteration's total of some cost divided by its operations, as a JMH secondary result averaged over iterations.
 * Times are in the benchmark's own time unit per operation, so a CPU time reads beside the score it qualifies ("wall
 * 2.1 ms/op, CPU 0.9 ms/op"); for a throughput benchmark (ops/ms) the same unit turned round (ms/op).
 */
final class PerOperation {
    private PerOperation() {
    }

    /** {@code nanos} over {@code ops} in {@code unit}/op; empty without operations (an iteration that ran none). */
    static Optional<ScalarResult> time(String name, long nanos, long ops, TimeUnit unit) {
        if (ops <= 0) {
            return Optional.empty();
        }
        return Optional.of(new ScalarResult(name, (double) nanos / ops / unit.toNanos(1),
                TimeValue.tuToString(unit) + "/op", AggregationPolicy.AVG));
    }

    /** {@code bytes} over {@code ops} in B/op; empty without operations. */
    static Optional<ScalarResult> bytes(String name, long bytes, long ops) {
        return count(name, bytes, ops, "B/op");
    }

    /** {@code count} things over {@code ops}, in {@code unit} (e.g. docs/op); empty without operations. */
    static Optional<ScalarResult> count(String name, long count, long ops, String unit) {
        if (ops <= 0) {
            return Optional.empty();
        }
        return Optional.of(new ScalarResult(name, (double) count / ops, unit, AggregationPolicy.AVG));
    }
}
