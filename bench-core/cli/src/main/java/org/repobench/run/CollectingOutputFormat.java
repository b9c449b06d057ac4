package org.repobench.run;

import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.format.OutputFormat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * JMH's console output, unchanged, plus a record of every benchmark that completed: with fail-on-error JMH throws
 * before it writes its result file, and the results that did complete must not be lost.
 */
final class CollectingOutputFormat implements OutputFormat {
    private final OutputFormat console;
    private final List<RunResult> completed = new ArrayList<>();

    CollectingOutputFormat(OutputFormat console) {
        this.console = console;
    }

    synchronized List<RunResult> completed() {
        return new ArrayList<>(completed);
    }

    @Override
    public synchronized void endBenchmark(BenchmarkResult result) {
        if (result != null) {
            completed.add(new RunResult(result.getParams(), List.of(result)));
        }
        console.endBenchmark(result);
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
    public void startBenchmark(BenchmarkParams benchParams) {
        console.startBenchmark(benchParams);
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
        console.println(s);
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
