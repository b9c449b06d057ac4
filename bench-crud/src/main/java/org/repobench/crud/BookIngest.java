package org.repobench.crud;

import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.repobench.jmh.ParamRange;
import org.repobench.jmh.WriteCounts;


/**
 * Plum's book: a container whose pages are added in batches; each page is a child container holding one binary (a
 * TIFF in the seed: here {@code pageKb} KB of the {@link Payload} and the page's own line, so no two pages share
 * content). One page is one request group, saved once. After each batch the book must list exactly the pages added
 * so far. On Fedora 6 the book may be an archival group ({@code archivalGroup}).
 */
@State(Scope.Benchmark)
public class BookIngest {
    static final String BOOK = "/book";

    @Param({"100"})
    @ParamRange(min = 1, max = 1_000_000)
    public int pagesPerBatch;

    /** Kilobytes (1000 bytes) per page image; the seed's 100 MB pages are {@code -p pageKb=100000}. */
    @Param({"100"})
    @ParamRange(min = 0, max = 10_000_000)
    public int pageKb;

    /** What the bytes are: ZEROS as the scripts' dd made them, or RANDOM, incompressible as real images. */
    @Param({"ZEROS"})
    public Payload payload;

    /**
     * Whether the book is an archival group: on Fedora 6 its pages then join one OCFL object (with auto-versioning,
     * a new version of it per page). Targets without them (the model, Fedora 4.7.5) run false, recorded n/a.
     */
    @Param({"false"})
    public boolean archivalGroup;

    /**
     * Whether the server also makes a version on every write: Fedora 6.1.0's auto-versioning, which the launcher
     * starts it with (its default: on); in an archival group each page's writes are then new versions of the whole
     * group. Nothing here reads it; the model and Fedora 4.7.5 record it as not applicable.
     */
    @Param({"true"})
    public boolean autoVersioning;

    private IngestTrial trial;
    private IngestCurve curve;

    @Setup(Level.Trial)
    public void open(IngestTrial trial, BenchmarkParams params) throws Exception {
        this.trial = trial;
        trial.createContainer(BOOK, archivalGroup);
        curve = trial.inBatches(pagesPerBatch * params.getMeasurement().getCount(), "page");
    }

    /** The measured batch. @return pages stored */
    int ingestBatch() throws Exception {
        long bytes = 0;
        for (int page = curve.start(); page < curve.end(); page++) {
            String path = BOOK + "/page-" + page;
            String line = "page " + page + "\n";
            long length = Payload.length(pageKb, line);
            trial.add(page, w -> {
                w.put(path, "");
                w.putBinary(path + "/image", payload.of(pageKb, line), length, "image/tiff");
            });
            bytes += length;
        }
        WriteCounts.ingested(curve.end() - curve.start(), bytes);
        return curve.end() - curve.start();
    }

    @TearDown(Level.Iteration)
    public void verifyBatch() throws Exception {
        trial.target().verifyChildren(BOOK, curve.end(), "the book after batch ending at page " + curve.end());
    }
}
