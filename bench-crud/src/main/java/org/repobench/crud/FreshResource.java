package org.repobench.crud;

import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * A resource made (untimed) before every call, for an update or a delete to work on: each timed request finds the
 * resource exactly as the test's did, one fresh object per request. Per-invocation setup costs JMH a timestamp per
 * call, negligible beside requests of a millisecond or more. At several threads a timed request runs beside other
 * threads' untimed creates (docs/results/write-side.md names it); making an iteration's resources before it instead
 * would time every delete against a parent holding them all.
 */
@State(Scope.Thread)
public class FreshResource {
    private CrudWorker worker;
    private String path;

    @Setup(Level.Trial)
    public void attach(CrudWorker worker) {
        this.worker = worker;
    }

    @Setup(Level.Invocation)
    public void prepare() throws Exception {
        path = worker.prepare();
    }

    /**
     * The thread's worker. Benchmarks reach it through this state rather than taking it as an argument too: JMH
     * would then make a second worker for the thread, with its own session, and the resource would be prepared in
     * one session and deleted in another, which may not see it yet (ModeShape updates other sessions' view of a
     * parent's children asynchronously).
     */
    CrudWorker worker() {
        return worker;
    }

    String path() {
        return path;
    }
}
