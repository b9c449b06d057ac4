package org.repobench.crud;

import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * One resource per thread, made when the trial starts and kept to its end (the shared state removes it): what GETs
 * read.
 */
@State(Scope.Thread)
public class StandingResource {
    private CrudWorker worker;
    private String path;

    @Setup(Level.Trial)
    public void prepare(CrudWorker worker) throws Exception {
        this.worker = worker;
        path = worker.prepareStanding();
    }

    /** The thread's worker (see {@link FreshResource#worker()} for why benchmarks do not take it directly). */
    CrudWorker worker() {
        return worker;
    }

    String path() {
        return path;
    }
}
