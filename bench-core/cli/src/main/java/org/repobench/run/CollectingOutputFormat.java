package org.repobench.run;

import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.format.OutputFormat;
import org.repobench.jmh.FailedWrites;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * JMH's console output, unchanged, plus a record of every benchmark that completed: with fail-on-error JMH throws
 * before it writes its result file, and the results that did complete must not be lost. A trial that failed for its
 * failed writes ({@link FailedWrites}) is the one exception: its stack trace says nothing its line does not, so the
 * console gets the line alone, and the launcher repeats the first such line as the run's reason. A benchmark that
 * started and ended with no result (JMH goes on past a failure with {@code -foe false}) is recorded as missing, until
 * the same benchmark and params complete (a run made again): a run that lacks a result it asked for never passes.
 */
final class CollectingOutputFormat implements OutputFormat {
    private static final String FAILED_WRITES = FailedWrites.WritesFailedException.class.getName() + ": ";

    private final OutputFormat console;
    private final List<RunResult> completed = new ArrayList<>();
    private Consumer<List<RunResult>> onCompleted = results -> { };
    private String benchmark = "";
    private String failedWrites;
    private final Set<String> missing = new LinkedHashSet<>();

    CollectingOutputFormat(OutputFormat console) {
        this.console = console;
    }

    /** Called with every result so far each time a benchmark completes (to keep them as the run goes). */
    synchronized void onCompleted(Consumer<List<RunResult>> listener) {
        onCompleted = listener;
    }

    synchronized List<RunResult> completed() {
        return new ArrayList<>(completed);
    }

    /** How many benchmarks have completed so far: the mark {@link #setAside} takes. */
    synchronized int completedCount() {
        return completed.size();
    }

    /** Forgets the results completed since the mark (a run made again), the kept-so-far record with them. */
    synchronized void setAside(int mark) {
        completed.subList(mark, completed.size()).clear();
        onCompleted.accept(completed());
    }

    /** The benchmarks and params that started and gave no result, e.g. "ManyMembersBenchmark.warmGet size=3". */
    synchronized List<String> missing() {
        return List.copyOf(missing);
    }

    /** The first trial that failed for its failed writes: its benchmark, params and one line. */
    synchronized Optional<String> failedWrites() {
        return Optional.ofNullable(failedWrites);
    }

    /**
     * The line of a failed-writes exception in what JMH prints (a fork's stack trace as one string), or empty.
     */
    static Optional<String> failedWritesLine(String printed) {
        int at = printed == null ? -1 : printed.indexOf(FAILED_WRITES);
        if (at < 0) {
            return Optional.empty();
        }
        String rest = printed.substring(at + FAILED_WRITES.length());
        int end = rest.indexOf('\n');
        return Optional.of((end < 0 ? rest : rest.substring(0, end)).strip());
    }

    @Override
    public synchronized void endBenchmark(BenchmarkResult result) {
        console.endBenchmark(result);
        if (result == null) {
            missing.add(benchmark);
            return;
        }
        missing.remove(describe(result.getParams()));
        completed.add(new RunResult(result.getParams(), List.of(result)));
        onCompleted.accept(completed());
    }

    @Override
    public void iteration(BenchmarkParams benchParams, IterationParams params, int iteration) {
        console.iteration(benchParams, params, iteration);
    }

    @Override
    public void iterationResult(BenchmarkParams benchParams, IterationParams params, int iteration,
                                IterationResult data) {
        console.iterationResult(benchParams, params, iteration, data);
    }

    @Override
    public synchronized void startBenchmark(BenchmarkParams benchParams) {
        benchmark = describe(benchParams);
        console.startBenchmark(benchParams);
    }

    /** "ManyMembersBenchmark.warmGet cacheSize=10000 size=3 ...": the class, the method and every param. */
    static String describe(BenchmarkParams params) {
        return params.getBenchmark().substring(params.getBenchmark().lastIndexOf('.',
                params.getBenchmark().lastIndexOf('.') - 1) + 1) + params.getParamsKeys().stream()
                .map(key -> " " + key + "=" + params.getParam(key)).reduce("", String::concat);
    }

    @Override
    public void startRun() {
        console.startRun();
    }

    @Override
    public void endRun(Collection<RunResult> result) {
        console.endRun(result);
    }

    @Override
    public void print(String s) {
        console.print(s);
    }

    @Override
    public void println(String s) {
        Optional<String> line = failedWritesLine(s);
        if (line.isEmpty()) {
            console.println(s);
            return;
        }
        synchronized (this) {
            if (failedWrites == null) {
                failedWrites = benchmark + ": " + line.get();
            }
        }
        console.println(line.get());
    }

    @Override
    public void flush() {
        console.flush();
    }

    @Override
    public void close() {
        console.close();
    }

    @Override
    public void verbosePrintln(String s) {
        console.verbosePrintln(s);
    }

    @Override
    public void write(int b) {
        console.write(b);
    }

    @Override
    public void write(byte[] b) throws IOException {
        console.write(b);
    }
}
