package org.repobench.results;

/**
 * How JMH ran a benchmark. {@code forks} is the number of forks whose data the result holds, which after a merge is
 * the sum over the merged files rather than the {@code -f} setting of any one run; {@code sample} is what each of
 * them is (a fresh JVM, a fresh server, or a fork of one server).
 */
public record RunSettings(int threads, int forks, SampleKind sample, int warmupIterations, String warmupTime,
                          int warmupBatchSize, int measurementIterations, String measurementTime,
                          int measurementBatchSize) {

    /** The settings of a merge: its fork count, and the kind of the samples pooled. */
    public RunSettings merged(int newForks, SampleKind other) {
        return new RunSettings(threads, newForks, sample.pooledWith(other), warmupIterations, warmupTime,
                warmupBatchSize, measurementIterations, measurementTime, measurementBatchSize);
    }

    /** The same settings, their samples of another kind (a side-by-side step's, split into its two servers). */
    public RunSettings withSample(SampleKind kind) {
        return new RunSettings(threads, forks, kind, warmupIterations, warmupTime, warmupBatchSize,
                measurementIterations, measurementTime, measurementBatchSize);
    }

    /** e.g. "3 server starts × (2 × 2 s warmup + 3 × 3 s measurement), 1 thread". */
    public String describe() {
        return sample.count(forks) + " × (" + warmupIterations + " × " + warmupTime
                + " warmup + " + measurementIterations + " × " + measurementTime + " measurement)"
                + ", " + threads + (threads == 1 ? " thread" : " threads")
                + (warmupBatchSize > 1 || measurementBatchSize > 1
                ? ", batch " + warmupBatchSize + "/" + measurementBatchSize : "");
    }
}
