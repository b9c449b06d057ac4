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
 * n-binaries.sh: the time to ingest N binaries of SIZE KB, each POSTed with an md5 digest the repository checks
 * (one full read to digest, one write to the binary store). One iteration is one ingest of all N; the time per
 * binary and MB/s are reported beside it (binary.msPerBinary, binary.MBps), with the bytes the store grew by.
 * Params: store, binaries, binaryKb, binaryStore, payload (ZEROS as the script; RANDOM for disk use as real files).
 *
 * <p>Run: {@code ./repobench run BinaryIngestBenchmark -p store=FILE -p binaries=100 -p binaryKb=1000}, or
 * {@link #main} from the IDE.
 */
@BenchmarkMode(Mode.SingleShotTime)
@Threads(1)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
@Warmup(iterations = 1)
@Measurement(iterations = 3)
public class BinaryIngestBenchmark {

    @Benchmark
    public void ingest(BinaryIngest ingest, Blackhole blackhole) throws Exception {
        blackhole.consume(ingest.ingest());
    }

    /** From the IDE: this class only, quick settings; any JMH option may be passed as program arguments. */
    public static void main(String[] args) {
        QuickRun.main(BinaryIngestBenchmark.class, args);
    }
}
