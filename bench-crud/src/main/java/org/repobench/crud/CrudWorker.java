package org.repobench.crud;

import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.infra.ThreadParams;

import java.util.SplittableRandom;
import java.util.UUID;

/**
 * One benchmark thread: its own session (as each of the test's HTTP clients had its own connection) and its own
 * seed, so threads never mint the same names. Its operations are the measured requests. Its iteration teardown is
 * the shared one's ({@link CrudRepository#endIteration}): the last thread to get there verifies and removes what all
 * of them made while the others wait. {@link CrudRepository} closes the sessions when the trial ends.
 */
@State(Scope.Thread)
public class CrudWorker {
    private CrudRepository shared;
    private CrudTarget.Session session;
    private SplittableRandom names;

    @Setup(Level.Trial)
    public void open(CrudRepository shared, ThreadParams thread) throws Exception {
        this.shared = shared;
        long threadSeed = shared.seed * 1_000_003L + thread.getThreadIndex();
        session = shared.session(threadSeed);
        names = new SplittableRandom(threadSeed);
    }

    @TearDown(Level.Iteration)
    public void endIteration() throws Exception {
        shared.endIteration();
    }

    /** A new path under the parent, like the test's Slug: a random UUID (from this thread's seed). */
    private String newPath() {
        return shared.parent() + "/" + new UUID(names.nextLong(), names.nextLong());
    }

    /** POST (containers) or PUT (content) of a new resource. @return whether it completed */
    boolean create() throws Exception {
        String made = session.create(newPath());
        if (made != null) {
            shared.made(made);
        }
        return made != null;
    }

    boolean update(String path) throws Exception {
        return session.update(path);
    }

    long retrieve(String path) throws Exception {
        return session.retrieve(path);
    }

    boolean delete(String path) throws Exception {
        boolean done = session.delete(path);
        if (done) {
            shared.deleted(path);
        }
        return done;
    }

    /** Untimed: a resource for an update or delete to work on, removed with the iteration's others. */
    String prepare() throws Exception {
        String path = session.prepare(newPath());
        shared.made(path);
        return path;
    }

    /** Untimed: a resource kept for the whole trial, for GETs; the shared state removes it at the end. */
    String prepareStanding() throws Exception {
        String path = session.prepare(newPath());
        shared.standing(path);
        return path;
    }
}
