package org.repobench.crud;

import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.ThreadParams;
import org.repobench.jmh.RetryPolicy;
import org.repobench.jmh.WriteCounts;
import org.repobench.repository.SharedView;
import org.repobench.repository.write.ResourceWriter;

import java.util.SplittableRandom;
import java.util.UUID;

/**
 * One benchmark thread: its own session (as each of the test's HTTP clients had its own connection) and its own
 * seed, so threads never mint the same names. Its operations are the measured requests. It has no teardown: JMH
 * may run a shared state's teardown while another thread is still in its own, so {@link CrudRepository} closes the
 * sessions and removes what the threads left.
 */
@State(Scope.Thread)
public class CrudWorker {
    private CrudRepository shared;
    private ResourceWriter writer;
    private SplittableRandom names;

    @Setup(Level.Trial)
    public void open(CrudRepository shared, ThreadParams thread) throws Exception {
        this.shared = shared;
        long threadSeed = shared.seed * 1_000_003L + thread.getThreadIndex();
        writer = shared.writer(threadSeed);
        names = new SplittableRandom(threadSeed);
    }

    /** A new path under the parent, like the test's Slug: a random UUID (from this thread's seed). */
    String newPath() {
        return shared.parent() + "/" + new UUID(names.nextLong(), names.nextLong());
    }

    /** POST (containers) or PUT (content) of a new resource. @return whether it completed */
    boolean create() throws Exception {
        String path = newPath();
        boolean done = RetryPolicy.perform(writer, w -> shared.resource.create(w, path));
        if (done) {
            shared.made(path);
        }
        return done;
    }

    boolean update(String path) throws Exception {
        return RetryPolicy.performOnSeen(writer, w -> shared.resource.update(w, path));
    }

    long retrieve(String path) throws Exception {
        long got = shared.resource.retrieve(shared.repository(), path);
        WriteCounts.done();
        return got;
    }

    boolean delete(String path) throws Exception {
        boolean done = RetryPolicy.performOnSeen(writer, w -> shared.resource.delete(w, path));
        if (done) {
            shared.deleted(path);
        }
        return done;
    }

    /**
     * Untimed: a resource for an update or delete to work on, removed with the iteration's others. It is handed over
     * only once this session sees it: ModeShape updates the shared view of the parent's children after a save
     * asynchronously, so for a moment even the saving session may not find its new child by path (a client that
     * got its 201 and at once sent a DELETE could get a 404). That wait is not the measured request's.
     */
    String prepare() throws Exception {
        String path = newPath();
        RetryPolicy.prepare(writer, w -> shared.resource.create(w, path));
        shared.made(path);
        if (!SharedView.settles(() -> writer.exists(path), 201, 10)) {
            throw new IllegalStateException("the resource prepared at " + path + " was saved but is still not seen"
                    + " after 2 s");
        }
        return path;
    }

    /** Untimed: a resource kept for the whole trial, for GETs; the shared state removes it at the end. */
    String prepareStanding() throws Exception {
        String path = newPath();
        RetryPolicy.prepare(writer, w -> shared.resource.create(w, path));
        shared.standing(path);
        return path;
    }
}
