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
 * Ingests that grow one store through the trial, one batch per measurement iteration (single shot, no warm-up:
 * every batch is part of the ingest), so the iterations are the curve:
 * <ul>
 *   <li>{@code book}: Plum's book, pages added in batches ({@code -i} batches, default 10, of {@code pagesPerBatch}
 *   pages of {@code pageKb} KB); the seed's tenth batch took 12 times the first. On Fedora 6 the book may be
 *   one archival group ({@code -p archivalGroup=true}).</li>
 *   <li>{@code patches}: n-properties/n-uris as the scripts loaded them, {@code values} PATCHes to one resource
 *   in {@code -i} batches (10% each by default); O(N²) in all.</li>
 * </ul>
 * Beside each batch: ms per page or PATCH (and for the first and last 10%), heap.peak, store.size.
 *
 * <p>Run: {@code ./repobench run BulkIngestBenchmark.book -p store=FILE,POSTGRESQL}, or {@link #main} from the IDE.
 */
@BenchmarkMode(Mode.SingleShotTime)
@Threads(1)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
@Warmup(iterations = 0)
@Measurement(iterations = 10)
public class BulkIngestBenchmark {

    @Benchmark
    public void book(BookIngest book, Blackhole blackhole) throws Exception {
        blackhole.consume(book.ingestBatch());
    }

    @Benchmark
    public void patches(PatchIngest patches, Blackhole blackhole) throws Exception {
        blackhole.consume(patches.patchBatch());
    }

    /** From the IDE: this class only, quick settings; any JMH option may be passed as program arguments. */
    public static void main(String[] args) {
        QuickRun.main(BulkIngestBenchmark.class, args);
    }
}
