package org.repobench.api;

/**
 * The secondary metrics' names in JMH JSON: written by the benchmarks and their profiler, read by the reports, the
 * comparison and the gate. Each name is spelled here and nowhere else, so the writing and the reading side cannot
 * drift apart.
 */
public final class MetricNames {
    /** Bytes allocated per operation, JMH's {@code -prof gc}; nearly deterministic where time is noisy. */
    public static final String ALLOCATION = "gc.alloc.rate.norm";

    /** Operations completed in the iteration. */
    public static final String OPS = "ops";
    /**
     * Write benchmarks' operations completed per second by all threads together over the iteration's wall time:
     * measured, so it also holds the time threads spent in untimed per-operation setup.
     */
    public static final String THROUGHPUT = "ops.perSecond";
    /**
     * A load's per-engine metric: the share of an operation's samples that engine sent, in %; the engine's
     * {@code host:port} (or "embedded") follows the {@code @}.
     */
    public static final String ENGINE_SHARE_PREFIX = "load.share@";
    /** Writes that lost a race with another writer (sent again). */
    public static final String CONFLICTS = "write.conflicts";
    /** Writes that failed for another reason and were sent again. */
    public static final String ERRORS = "write.errors";
    public static final String RETRIES = "write.retries";
    /** Writes that failed for good: a run with any fails. */
    public static final String FAILURES = "write.failures";
    /**
     * Resources a write made and saw saved that are missing after the iteration, neither there nor deleted: the store
     * lost them (ModeShape under concurrent creates in one parent, as Fedora 4.7.5's orphaned children).
     */
    public static final String LOST = "write.lost";
    /** Reads that saw a view older than the reader's own last write (sent again). */
    public static final String STALE_READS = "read.stale";

    /** What the store grew by over the iteration (for a version: what the version added). */
    public static final String STORE_BYTES = "store.bytes";
    public static final String STORE_BYTES_PER_OP = "store.bytesPerOp";
    /** The versioning benchmark's store size before the timed version. */
    public static final String STORE_BYTES_BEFORE = "store.bytesBefore";
    /** The store's size at the end of the iteration. */
    public static final String STORE_SIZE = "store.size";
    /** The heap's peak since an ingest began. */
    public static final String HEAP_PEAK = "heap.peak";

    /**
     * A managed server's own peak heap over an iteration, from its GC log (the occupancy before its fullest GC; absent
     * when it collected nothing).
     */
    public static final String SERVER_HEAP_PEAK = "server.heap.peak";
    /**
     * CPU time of the benchmark's JMH worker threads over an iteration (its setup and teardown included) per operation,
     * in the benchmark's time unit per operation: unlike the wall time it leaves out the time a thread waited for a
     * core. Operations are all an iteration ran, as for {@link #ALLOCATION}.
     */
    public static final String CPU_TIME = "cpu.time/op";
    /** The fork's garbage collector threads' CPU time over an iteration per operation (Linux only). */
    public static final String GC_CPU_TIME = "gc.cpu.time/op";
    /**
     * A managed server's own CPU time over an iteration per operation: all its threads but its JIT compiler's (on
     * Linux; elsewhere all), as {@link #CPU_TIME} counts a fork's benchmark threads and not its compiler.
     */
    public static final String SERVER_CPU_TIME = "server.cpu.time/op";
    /**
     * A managed server's JIT compiler threads' CPU time over an iteration per operation (Linux only): the compiling
     * a server still does after a fork's warm-up, which differs from start to start, shown apart.
     */
    public static final String SERVER_JIT_CPU_TIME = "server.jit.cpu.time/op";
    /**
     * How long a fork warmed its managed server before JMH's warm-up, until the server's compiler was quiet
     * ({@code run --warm-server SECONDS}), in seconds.
     */
    public static final String SERVER_WARMUP_TIME = "server.warmup.time";
    /** The bytes a managed server allocated over an iteration per operation, from its GC log, in B/op. */
    public static final String SERVER_ALLOCATION = "server.alloc/op";
    /**
     * Against two servers side by side ({@code run --side-by-side}), the time of the requests sent to one of them per
     * request, in the benchmark's unit: the target's under this name, the other's under {@link #SIDE_BY_SIDE} before
     * it.
     */
    public static final String SERVER_TIME = "server.time/op";
    /**
     * Before a metric's name, the side-by-side server's (the one started with the target's):
     * {@code sideBySide.server.time/op}, {@code sideBySide.server.cpu.time/op}, {@code sideBySide.server.alloc/op}.
     */
    public static final String SIDE_BY_SIDE = "sideBySide.";

    /**
     * The machine's speed: the CPU time, in ms, of the same fixed piece of work run in the fork after every iteration,
     * while the benchmark and any server it drives are idle. It moves with the machine and with nothing the run does.
     */
    public static final String MACHINE_PROBE_CPU_TIME = "machine.probe.cpu.time";
    /** The same probe's wall time in ms: also the time it waited for a core. */
    public static final String MACHINE_PROBE_TIME = "machine.probe.time";
    /**
     * The share of the machine's CPU time, in %, that its hypervisor gave to other guests over an iteration (the
     * kernel's steal count): time the benchmark and any server it drives wanted a core and did not get one.
     */
    public static final String MACHINE_STEAL = "machine.steal";

    /**
     * Counted work: the documents the model asked of its store over an iteration per operation (every key of a read,
     * found or not). For the same data, code and cache settings the same every time, however busy the machine; the
     * model only (a server's store reads are its own).
     */
    public static final String STORE_DOCUMENTS_READ = "store.docsRead/op";
    /**
     * Counted work: the bytes the model's store read to answer over an iteration per operation, where the store can
     * say (LevelDB: the values it returned; the file store: what its MVStore read from disk, page-cache misses only).
     */
    public static final String STORE_BYTES_READ = "store.bytesRead/op";
    /** Counted work: the statements the model's relational store (PostgreSQL, MySQL) sent per operation. */
    public static final String STORE_STATEMENTS = "store.statements/op";

    /** A managed server's files and database tables at the end of the pass that measured the result. */
    public static final String SERVER_BYTES_STORED = "server.bytesStored";
    /**
     * The files under a managed server's home at the same moment: the disk its home takes, without the database of a
     * relational store (the whole of {@link #SERVER_BYTES_STORED} on the file store).
     */
    public static final String SERVER_HOME_BYTES = "server.homeBytes";

    /** The nodes ModeShape's workspace caches held after the model's iteration, to set beside fcrepo's own count. */
    public static final String CACHED_NODES = "cache.nodes";

    /** Binary ingests: megabytes per second and ms per binary over the timed call. */
    public static final String MB_PER_SECOND = "binary.MBps";
    public static final String MS_PER_BINARY = "binary.msPerBinary";

    /** Over HTTP: the mean time from sending a timed GET to its first byte, per iteration. */
    public static final String FIRST_BYTE = "http.firstByte.ms";

    /** The version an iteration of a growing history made. */
    public static final String VERSION_NUMBER = "versions.number";
    /** The ingest's parent GET after its last batch. */
    public static final String PARENT_GET = "parentGet.ms";
    /** An ingest's ms per item (+ Resource, Page, Patch) over a batch, the first and the last tenth of the items. */
    public static final String INGEST_PER_ITEM = "ingest.msPer";
    public static final String INGEST_FIRST_TENTH = "ingest.first10pct.msPer";
    public static final String INGEST_LAST_TENTH = "ingest.last10pct.msPer";
    /** The last batch's ms per item over the first's. */
    public static final String LAST_TO_FIRST_BATCH = "ingest.lastToFirstBatch";

    private MetricNames() {
    }
}
