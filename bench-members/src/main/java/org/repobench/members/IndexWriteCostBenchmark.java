package org.repobench.members;

import org.apache.commons.io.output.NullOutputStream;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.repobench.fixture.FixtureVerificationException;
import org.repobench.jmh.StoreUnderTest;
import org.repobench.repository.BenchRepository;
import org.repobench.repository.RepositoryOptions;
import org.repobench.repository.model.Vocabulary;
import org.repobench.repository.read.GetResult;
import org.repobench.repository.read.Prefer;
import org.repobench.repository.read.RdfFormat;
import org.repobench.repository.read.Traversal;
import org.repobench.repository.write.ResourceWriter;
import org.repobench.run.BenchLauncher;
import org.repobench.workload.MembersLoader;

import java.util.concurrent.TimeUnit;

/**
 * What keeping the membership index costs a write: one n-members member created and saved (the object POSTed with
 * its title, then its ore:Proxy in the collection's IndirectContainer), with index maintenance on and off, on an
 * empty store that grows by one member per operation. The trial checks that the collection then holds exactly the
 * members created, walked from the nodes and, with maintenance on, read from the index.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
public class IndexWriteCostBenchmark {

    /** An empty store with the n-members collection, opened with index maintenance on or off. */
    @State(Scope.Benchmark)
    public static class Collection {
        /** Whether writes keep the membership index (true: every create also writes its index rows). */
        @Param({"true", "false"})
        public boolean maintainIndex;

        private BenchRepository repository;
        private ResourceWriter writer;
        private int created;

        @Setup(Level.Trial)
        public void open(StoreUnderTest store) throws Exception {
            repository = BenchRepository.open(store.backend(), store.emptyLocation(),
                    RepositoryOptions.DEFAULTS.withMaintainIndex(maintainIndex));
            writer = repository.writer(42);
            MembersLoader.putCollection(writer);
            writer.save();
        }

        void createMember() throws Exception {
            MembersLoader.addMember(writer, created);
            writer.save();
            created++;
        }

        @TearDown(Level.Trial)
        public void verifyAndClose() throws Exception {
            try {
                verify(Traversal.ITERATE);
                if (maintainIndex) {
                    verify(Traversal.INDEXED);
                }
            } finally {
                try {
                    writer.close();
                } finally {
                    repository.close();
                }
            }
        }

        private void verify(Traversal traversal) throws Exception {
            GetResult result = repository.get(MembersLoader.COLLECTION, Prefer.DEFAULT, RdfFormat.NTRIPLES,
                    NullOutputStream.INSTANCE, Vocabulary.PCDM_HAS_MEMBER, traversal);
            if (result.counted() != created) {
                throw new FixtureVerificationException("index write cost, maintainIndex=" + maintainIndex + ": "
                        + traversal + " GET of " + MembersLoader.COLLECTION + " holds " + result.counted()
                        + " members, " + created + " were created");
            }
        }
    }

    /** One member (object + proxy) created and saved. */
    @Benchmark
    @Warmup(iterations = 2, time = 2)
    @Measurement(iterations = 5, time = 2)
    public void createMember(Collection collection) throws Exception {
        collection.createMember();
    }

    /** From the IDE: this class only, quick settings; any JMH option may be passed as program arguments. */
    public static void main(String[] args) {
        BenchLauncher.runQuick(IndexWriteCostBenchmark.class, args);
    }
}
