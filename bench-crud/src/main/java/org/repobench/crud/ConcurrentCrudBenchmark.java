package org.repobench.crud;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Group;
import org.openjdk.jmh.annotations.GroupThreads;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;
import org.repobench.jmh.QuickRun;

import java.util.concurrent.TimeUnit;

/**
 * FedoraCrudConcurrentIT made concurrent: create, update, retrieve and delete of containers and of small content
 * files, each its own latency distribution, by 1 to 32 threads at once, each thread with its own session and seed.
 * Failed saves are retried and counted (write.conflicts, write.retries, write.failures), and the bytes the store grew
 * by are reported; every iteration starts from the same store. Params: target, store, resource, existing, seed.
 * Against a server ({@code target}) the same four requests go over HTTP, a refusal counted from its status (409 and
 * 412 conflicts, 5xx errors), what an iteration made checked and deleted with its tombstone.
 * {@code readersBesideWriters} GETs a 1,000-member collection while writers add and remove members (params: store,
 * members; threads with {@code -tg readers,writers}).
 *
 * <p>Run: {@code ./repobench run ConcurrentCrudBenchmark -p store=FILE --threads 1,2,4,8,16,32} (add
 * {@code -p target=model,fedora-4.7.5,fedora-6.1.0} for the servers beside the model), or {@link #main} from the IDE.
 */
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 3)
public class ConcurrentCrudBenchmark {

    /** POST of a container (with a Slug, no body) or PUT of a content file, under the shared parent. */
    @Benchmark
    public void create(CrudWorker worker, Blackhole blackhole) throws Exception {
        blackhole.consume(worker.create());
    }

    /** PATCH adding a dc:title to a container, or PUT of new content to a content file. */
    @Benchmark
    public void update(FreshResource resource, Blackhole blackhole) throws Exception {
        blackhole.consume(resource.worker().update(resource.path()));
    }

    /** GET of a container's representation, or of a content file's bytes. */
    @Benchmark
    public void retrieve(StandingResource resource, Blackhole blackhole) throws Exception {
        blackhole.consume(resource.worker().retrieve(resource.path()));
    }

    /** DELETE, leaving a tombstone. */
    @Benchmark
    public void delete(FreshResource resource, Blackhole blackhole) throws Exception {
        blackhole.consume(resource.worker().delete(resource.path()));
    }

    /** Readers beside writers: the collection's GET, timed while the group's writers run. */
    @Benchmark
    @Group("readersBesideWriters")
    @GroupThreads(3)
    public void read(MembersUnderWrite collection, Blackhole blackhole) throws Exception {
        blackhole.consume(collection.read());
    }

    /** Readers beside writers: a member added or removed. */
    @Benchmark
    @Group("readersBesideWriters")
    @GroupThreads(1)
    public void write(TransientMember member, Blackhole blackhole) throws Exception {
        blackhole.consume(member.addOrRemove());
    }

    /** From the IDE: this class only, quick settings; any JMH option may be passed as program arguments. */
    public static void main(String[] args) {
        QuickRun.main(ConcurrentCrudBenchmark.class, args);
    }
}
