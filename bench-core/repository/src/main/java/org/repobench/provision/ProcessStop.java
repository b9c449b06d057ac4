package org.repobench.provision;

import java.time.Duration;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Stops a process the way a server likes: SIGTERM and a grace period for its shutdown hooks, then SIGKILL. The
 * servers the suite starts (embedded databases, Fedora) all stop this way.
 */
public final class ProcessStop {
    private static final Duration AFTER_KILL = Duration.ofSeconds(10);

    private ProcessStop() {
    }

    /** @return true when the process has exited (or was gone already) */
    public static boolean stop(ProcessHandle process, Duration grace) {
        if (!process.isAlive()) {
            return true;
        }
        process.destroy();
        if (exited(process, grace)) {
            return true;
        }
        process.destroyForcibly();
        return exited(process, AFTER_KILL);
    }

    private static boolean exited(ProcessHandle process, Duration wait) {
        try {
            process.onExit().get(wait.toMillis(), TimeUnit.MILLISECONDS);
            return true;
        } catch (TimeoutException | ExecutionException e) {
            return !process.isAlive();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return !process.isAlive();
        }
    }
}
