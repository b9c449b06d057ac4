package org.repobench.crud;

import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * A resource made (untimed) before every call, for an update or a delete to work on: each timed request finds the
 * resource exactly as the test's did, one fresh object per request. Per-invocation setup costs JMH a timestamp per
 * call, negligible beside requests of a millisecond or more.
 */
@State(Scope.Thread)
public class FreshResource {
    private String path;

    @Setup(Level.Invocation)
    public void prepare(CrudWorker worker) throws Exception {
        path = worker.prepare();
    }

    String path() {
        return path;
    }
}
