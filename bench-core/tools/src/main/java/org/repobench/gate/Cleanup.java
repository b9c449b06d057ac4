package org.repobench.gate;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * What must be undone however the gate ends: work trees, temporary directories. Runs newest first, each step once:
 * early through its handle, from {@link #close()} on a normal or failed end, or from a shutdown hook on Ctrl-C, after
 * the child processes were ended so that no build still writes into a work tree being removed.
 */
public final class Cleanup implements AutoCloseable {
    private final List<Step> steps = new ArrayList<>();
    private final ChildProcesses processes;
    private final PrintStream err;
    private final Thread hook = new Thread(this::onShutdown, "repobench-gate-cleanup");

    /** An undo step; may throw, and the others still run. */
    @FunctionalInterface
    public interface Action {
        void run() throws Exception;
    }

    public Cleanup(ChildProcesses processes, PrintStream err) {
        this.processes = processes;
        this.err = err;
        Runtime.getRuntime().addShutdownHook(hook);
    }

    /** Registers an undo step, e.g. "remove work tree /tmp/x"; the handle runs it early. */
    public synchronized Runnable register(String what, Action action) {
        Step step = new Step(what, action, new AtomicBoolean(), err);
        steps.add(step);
        return step::runOnce;
    }

    private void onShutdown() {
        processes.destroyAll();
        runAll();
    }

    private void runAll() {
        List<Step> pending;
        synchronized (this) {
            pending = new ArrayList<>(steps);
        }
        for (int i = pending.size() - 1; i >= 0; i--) {
            pending.get(i).runOnce();
        }
    }

    @Override
    public void close() {
        runAll();
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
            // the hook is already running
        }
    }

    private record Step(String what, Action action, AtomicBoolean done, PrintStream err) {
        void runOnce() {
            if (done.compareAndSet(false, true)) {
                try {
                    action.run();
                } catch (Exception e) {
                    err.println("repobench gate: could not " + what + ": " + e.getMessage());
                }
            }
        }
    }
}
