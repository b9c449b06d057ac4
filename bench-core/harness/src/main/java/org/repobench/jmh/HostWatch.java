package org.repobench.jmh;

import org.repobench.api.ExitStatus;
import java.io.PrintStream;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Ends a JMH fork whose host is gone. JMH's fork notices a dead host only when it next reports, at the end of an
 * iteration or trial, so a fork whose host was killed went on building a fixture or running a long iteration, with
 * its repository, database connections and trial copies, for minutes. While a trial runs, this checks the parent
 * process every second and, once it has gone, exits the JVM, whose shutdown hooks remove what the trial handed out.
 */
final class HostWatch implements AutoCloseable {
    private static final String FORK_MAIN = "org.openjdk.jmh.runner.ForkedMain";

    private final ScheduledExecutorService timer;

    /** @param host the process that started this one, as it was at the start (empty: gone already) */
    HostWatch(Optional<ProcessHandle> host, Runnable onGone) {
        timer = Executors.newSingleThreadScheduledExecutor(task -> {
            Thread thread = new Thread(task, "repobench-host-watch");
            thread.setDaemon(true);
            return thread;
        });
        timer.scheduleWithFixedDelay(() -> {
            // the handle, not the parent now: an orphan's parent is init, which never dies
            if (host.map(ProcessHandle::isAlive).orElse(false)) {
                return;
            }
            timer.shutdown();
            onGone.run();
        }, 1, 1, TimeUnit.SECONDS);
    }

    /** A watch on this JVM's host when it is a JMH fork; none (empty) when the benchmark runs in the host itself. */
    static Optional<HostWatch> ofThisFork(PrintStream log) {
        if (!System.getProperty("sun.java.command", "").startsWith(FORK_MAIN)) {
            return Optional.empty();
        }
        return Optional.of(new HostWatch(ProcessHandle.current().parent(), () -> {
            log.println("# repobench: the run that started this fork is gone; the fork ends, removing its trial data");
            System.exit(ExitStatus.HOST_GONE.code());
        }));
    }

    @Override
    public void close() {
        timer.shutdownNow();
    }
}
