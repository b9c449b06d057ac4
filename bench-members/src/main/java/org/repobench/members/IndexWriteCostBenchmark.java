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
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;
import org.repobench.jmh.TrialEnd;
import org.repobench.fixture.FixtureVerificationException;
import org.repobench.jmh.StoreUnderTest;
import org.repobench.repository.BenchRepository;
import org.repobench.repository.RepositoryLevers;
import org.repobench.repository.model.Vocabulary;
import org.repobench.repository.read.GetResult;
import org.repobench.repository.read.Prefer;
import org.repobench.repository.read.RdfFormat;
import org.repobench.repository.read.Traversal;
import org.repobench.repository.write.ResourceWriter;
import org.repobench.jmh.QuickRun;
import org.repobench.workload.MembersLoader;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * What keeping the membership index costs a write: one n-members member created and saved (the object POSTed with
 * its title, then its ore:Proxy in the collection's IndirectContainer), with index maintenance on and off, on an
 * empty store. After each iteration the collection must hold exactly the members it created, walked from the nodes
 * and, with maintenance on, read from the index; then they are removed (untimed), so every iteration starts from the
 * same empty collection instead of a store that grows from one iteration to the next. One thread: the collection has
 * one writer (one JCR session).
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
@Threads(1)
public class IndexWriteCostBenchmark {

    /** An empty store with the n-members collection, opened with index maintenance on or off. */
    @State(Scope.Benchmark)
    public static class MemberCollection {
        /** Whether writes keep the membership index (true: every create also writes its index rows). */
        @Param({"true", "false"})
        public boolean maintainIndex;

        private BenchRepository repository;
        private ResourceWriter writer;
        /** The members this iteration created. */
        private final List<MembersLoader.Member> created = new ArrayList<>();
        private int next;

        @Setup(Level.Trial)
        public void open(StoreUnderTest store) throws Exception {
            repository = BenchRepository.open(store.backend(), store.emptyLocation(),
                    RepositoryLevers.DEFAULTS.withMaintainIndex(maintainIndex));
            writer = repository.writer(42);
            MembersLoader.putCollection(writer);
            writer.save();
        }

        /** @return the member created (its object and proxy) */
        MembersLoader.Member createMember() throws Exception {
            MembersLoader.Member member = MembersLoader.addMember(writer, next++);
            created.add(member);
            writer.save();
            return member;
        }

        @TearDown(Level.Iteration)
        public void verifyAndEmpty() throws Exception {
            verify(created.size());
            for (MembersLoader.Member member : created) {
                MembersLoader.removeMember(writer, member);
            }
            writer.save();
            created.clear();
            verify(0);
        }

        @TearDown(Level.Trial)
        public void close() throws Exception {
            TrialEnd.run(this::closeNow);
        }

        /** What {@link #close} hands to {@link TrialEnd}: it runs after the last iteration's costs are read. */
        private void closeNow() throws Exception {
            try {
                writer.close();
            } finally {
                repository.close();
            }
        }

        private void verify(int expected) throws Exception {
            verify(Traversal.ITERATE, expected);
            if (maintainIndex) {
                verify(Traversal.INDEXED, expected);
            }
        }

        private void verify(Traversal traversal, int expected) throws Exception {
            GetResult result = repository.get(MembersLoader.COLLECTION, Prefer.DEFAULT, RdfFormat.NTRIPLES,
                    NullOutputStream.INSTANCE, Vocabulary.PCDM_HAS_MEMBER, traversal);
            if (result.counted() != expected) {
                throw new FixtureVerificationException("index write cost, maintainIndex=" + maintainIndex + ": "
                        + traversal + " GET of " + MembersLoader.COLLECTION + " holds " + result.counted()
                        + " members, expected " + expected);
            }
        }
    }

    /** One member (object + proxy) created and saved. */
    @Benchmark
    @Warmup(iterations = 2, time = 2)
    @Measurement(iterations = 5, time = 2)
    public void createMember(MemberCollection collection, Blackhole blackhole) throws Exception {
        blackhole.consume(collection.createMember());
    }

    /** From the IDE: this class only, quick settings; any JMH option may be passed as program arguments. */
    public static void main(String[] args) {
        QuickRun.main(IndexWriteCostBenchmark.class, args);
    }
}
