package org.repobench.results;

/**
 * How JMH ran a benchmark. {@code forks} is the number of forks whose data the result holds, which after a merge is
 * the sum over the merged files rather than the {@code -f} setting of any one run.
 */
public record RunSettings(int threads, int forks, int warmupIterations, String warmupTime, int warmupBatchSize,
                          int measurementIterations, String measurementTime, int measurementBatchSize) {

    public RunSettings withForks(int newForks) {
        return new RunSettings(threads, newForks, warmupIterations, warmupTime, warmupBatchSize,
                measurementIterations, measurementTime, measurementBatchSize);
    }

    /** e.g. "3 forks × (2 × 2 s warmup + 3 × 3 s measurement), 1 thread". */
    public String describe() {
        return forks + (forks == 1 ? " fork" : " forks") + " × (" + warmupIterations + " × " + warmupTime
                + " warmup + " + measurementIterations + " × " + measurementTime + " measurement)"
                + ", " + threads + (threads == 1 ? " thread" : " threads")
                + (warmupBatchSize > 1 || measurementBatchSize > 1
                ? ", batch " + warmupBatchSize + "/" + measurementBatchSize : "");
    }
}
