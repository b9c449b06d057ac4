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
 * The seed's "new version of a container with many descendants": one container with D descendants (CHILD: POSTed,
 * behind pairtree nodes; NAMED: PUT with names; BINARY: datastreams) of contentKb KB each, in a store whose
 * containers version their children by COPY or VERSION, with versioning enabled on all, none or half of them; then
 * one new version of the container, timed. Single shot on a fresh copy of the fixture per iteration. Secondary
 * metrics: store.bytes (what the version added to the store), store.bytesBefore, versioning.childCreationMs (the
 * seed's "Total Child Creation Time": creating the descendants and enabling versioning, measured when the fixture
 * was loaded, or on a server sent) and versioning.enableMs. Params: target, store, descendantType, descendants,
 * contentKb, onParentVersion, versioning, label, autoVersioning, archivalGroup (see {@link VersionedTree} for what a
 * server has).
 *
 * <p>Run: {@code ./repobench run NewVersionBenchmark -p store=FILE -p descendants=100 -p contentKb=10}
 * ({@code -p target=model,fedora-4.7.5,fedora-6.1.0} beside the servers), or
 * {@link #main} from the IDE.
 */
@BenchmarkMode(Mode.SingleShotTime)
@Threads(1)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
@Warmup(iterations = 1)
@Measurement(iterations = 3)
public class NewVersionBenchmark {

    @Benchmark
    public void newVersion(VersionedTree tree, Blackhole blackhole) throws Exception {
        blackhole.consume(tree.newVersion());
    }

    /** From the IDE: this class only, quick settings; any JMH option may be passed as program arguments. */
    public static void main(String[] args) {
        QuickRun.main(NewVersionBenchmark.class, args);
    }
}
