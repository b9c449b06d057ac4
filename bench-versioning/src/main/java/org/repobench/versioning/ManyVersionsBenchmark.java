package org.repobench.versioning;

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
 * The seed's "many versions of one container": versions 1..V of a container holding one binary (datastreams=1) or
 * 1000 datastreams, all versionable.
 *
 * <ul>
 *   <li>{@code newVersion}: single shot, one version per iteration on one copy for the whole trial, no warmup, so
 *   measurement iteration k times version k; V is the iteration count ({@code -i}, default 200). The per-iteration
 *   scores in the result file, in order, are the curve; {@code versions.number} names each point, and
 *   {@code store.bytes} is what each version added to the store.</li>
 *   <li>{@code listVersions}, {@code readOldVersion}: after V versions ({@code versions} param, default 200), the
 *   time to list them and to read the oldest (average time).</li>
 * </ul>
 * Params: target, store, datastreams, contentKb, onParentVersion, versions. On a server (the {@code target} param) the
 * container is sent once; Fedora 4.7.5 names its versions, Fedora 6.1.0 makes mementos, at most one a second (each
 * version waits, untimed, for the next second).
 *
 * <p>Run: {@code ./repobench run ManyVersionsBenchmark -p store=FILE -p datastreams=1,1000}, or {@link #main} from
 * the IDE.
 */
@BenchmarkMode(Mode.SingleShotTime)
@Threads(1)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
public class ManyVersionsBenchmark {

    @Benchmark
    @Warmup(iterations = 0)
    @Measurement(iterations = 200)
    public void newVersion(GrowingHistory history, Blackhole blackhole) throws Exception {
        blackhole.consume(history.newVersion());
    }

    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    @Warmup(iterations = 2, time = 2)
    @Measurement(iterations = 3, time = 2)
    public void listVersions(LongHistory history, Blackhole blackhole) throws Exception {
        blackhole.consume(history.list());
    }

    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    @Warmup(iterations = 2, time = 2)
    @Measurement(iterations = 3, time = 2)
    public void readOldVersion(LongHistory history, Blackhole blackhole) throws Exception {
        blackhole.consume(history.readOldest());
    }

    /** From the IDE: this class only, quick settings; any JMH option may be passed as program arguments. */
    public static void main(String[] args) {
        QuickRun.main(ManyVersionsBenchmark.class, args);
    }
}
