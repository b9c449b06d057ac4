package org.repobench.crud;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;
import org.repobench.jmh.QuickRun;

import java.util.concurrent.TimeUnit;

/**
 * LAKEsuperior's 10,000 × 200-triple ingest under one parent, as an ingest curve: each measurement iteration is one
 * batch (count / iterations resources), so the iterations' times are the curve against resources already in the
 * parent. Beside it: ms per resource (per batch, and for the first and last 10% of the ingest), the parent's GET
 * after the last batch (parentGet.ms), the heap's peak (heap.peak) and the store's size (store.size). Params: store,
 * count, method (PUT flat | POST pairtree), graphSize, seed. No warm-up: every batch is part of the ingest.
 *
 * <p>Run: {@code ./repobench run GraphIngestBenchmark -p store=FILE -p count=1000 -p method=PUT,POST}, or
 * {@link #main} from the IDE.
 */
@BenchmarkMode(Mode.SingleShotTime)
@Threads(1)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
@Warmup(iterations = 0)
@Measurement(iterations = 20)
public class GraphIngestBenchmark {

    @Benchmark
    public void ingest(GraphIngest ingest, Blackhole blackhole) throws Exception {
        blackhole.consume(ingest.ingest());
    }

    /** From the IDE: this class only, quick settings; any JMH option may be passed as program arguments. */
    public static void main(String[] args) {
        QuickRun.main(GraphIngestBenchmark.class, args);
    }
}
