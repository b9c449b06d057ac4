package org.repobench.members;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;
import org.repobench.jmh.ColdRepository;
import org.repobench.jmh.QuickRun;
import org.repobench.jmh.WarmRepository;

import java.util.concurrent.TimeUnit;

/**
 * The GET of a resource with many members, as fcrepo-performance-test-scripts timed it (n-children, n-members,
 * n-memberof, n-uris, n-properties): the representation with the scripts' Prefer, serialized to N-Triples.
 * Params (from the states): store; the fixture's workload, size, seed, layout and prefer; the levers parallel,
 * cacheSize, referenceLookup and traversal. One thread: the scripts sent one GET at a time, and every GET is verified
 * (exactly N member triples) as soon as it has been timed.
 *
 * <p>Run:
 * {@code java -jar bench-members/target/benchmarks.jar ManyMembersBenchmark -p workload=N_MEMBERS -p size=1000},
 * or {@link #main} from the IDE.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
@Threads(1)
public class ManyMembersBenchmark {

    /** A warm GET: the repository stays open, ModeShape's node cache keeps what cacheSize allows. */
    @Benchmark
    @Warmup(iterations = 3, time = 2)
    @Measurement(iterations = 5, time = 2)
    public void warmGet(WarmRepository repository, Blackhole blackhole) throws Exception {
        blackhole.consume(repository.get());
    }

    /** The first GET after the repository is reopened on the same store. */
    @Benchmark
    @BenchmarkMode(Mode.SingleShotTime)
    @Warmup(iterations = 2)
    @Measurement(iterations = 5)
    public void coldGet(ColdRepository repository, Blackhole blackhole) throws Exception {
        blackhole.consume(repository.get());
    }

    /** From the IDE: this class only, quick settings; any JMH option may be passed as program arguments. */
    public static void main(String[] args) {
        QuickRun.main(ManyMembersBenchmark.class, args);
    }
}
