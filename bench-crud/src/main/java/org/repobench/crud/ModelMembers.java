package org.repobench.crud;

import org.repobench.fixture.CheckedOutFixture;
import org.repobench.jmh.RetryPolicy;
import org.repobench.jmh.StoreUnderTest;
import org.repobench.repository.BenchRepository;
import org.repobench.repository.RepositoryLevers;
import org.repobench.repository.read.GetResult;
import org.repobench.repository.write.ResourceWriter;
import org.repobench.workload.MembersLoader;
import org.repobench.workload.TimedGet;
import org.repobench.workload.WorkloadFixture;

import java.util.OptionalLong;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * Readers beside writers on the model: a private copy of the n-members fixture for the trial (the cache's template,
 * which every warm GET's copy is made from, is never opened for writing), a JCR session per writer.
 */
final class ModelMembers implements MembersTarget {
    private final StoreUnderTest store;
    private final CheckedOutFixture copy;
    private final BenchRepository repository;
    private final TimedGet get;
    private final Queue<ResourceWriter> sessions = new ConcurrentLinkedQueue<>();

    ModelMembers(StoreUnderTest store, WorkloadFixture fixture) throws Exception {
        this.store = store;
        copy = store.checkout(fixture);
        repository = BenchRepository.open(copy.backend(), copy.location(), RepositoryLevers.FEDORA_4_WRITES);
        get = fixture.timedGet(copy.root());
    }

    /** A GET that a writer's delete broke is sent again and counted (see {@link RetryPolicy#read}). */
    @Override
    public long read() throws Exception {
        GetResult result = RetryPolicy.read(() -> get.run(repository));
        return result == null ? -1 : result.counted();
    }

    @Override
    public long count() throws Exception {
        return get.run(repository).counted();
    }

    @Override
    public Writer writer(long threadSeed) throws Exception {
        ResourceWriter session = repository.writer(threadSeed);
        sessions.add(session);
        return new Writer() {
            @Override
            public MembersLoader.Member add(int number) throws Exception {
                MembersLoader.Member[] added = new MembersLoader.Member[1];
                return RetryPolicy.perform(session, w -> added[0] = MembersLoader.addMember(w, number)) ? added[0]
                        : null;
            }

            @Override
            public boolean remove(MembersLoader.Member member) throws Exception {
                return RetryPolicy.perform(session, w -> MembersLoader.removeMember(w, member));
            }
        };
    }

    @Override
    public void remove(MembersLoader.Member member) throws Exception {
        try (ResourceWriter cleaner = repository.writer(0)) {
            RetryPolicy.prepare(cleaner, w -> MembersLoader.removeMember(w, member));
        }
    }

    @Override
    public OptionalLong bytesStored() throws Exception {
        return OptionalLong.of(store.bytesStored(copy.location()));
    }

    @Override
    public String where() {
        return copy.root();
    }

    @Override
    public void close() {
        sessions.forEach(ResourceWriter::close);
        sessions.clear();
        repository.close();
    }
}
