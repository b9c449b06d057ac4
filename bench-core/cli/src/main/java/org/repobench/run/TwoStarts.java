package org.repobench.run;

import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Two things started at once, the second on a thread of its own that ends with the call: both, or neither (what did
 * start is closed before the failure is thrown, as its start threw it).
 */
final class TwoStarts {
    private TwoStarts() {
    }

    /** Both started, in the order given. */
    record Both<T extends AutoCloseable>(T first, T second) {
    }

    static <T extends AutoCloseable> Both<T> start(Callable<T> first, Callable<T> second, String threadName)
            throws Exception {
        ExecutorService starter = Executors.newSingleThreadExecutor(runnable -> {
            Thread thread = new Thread(runnable, threadName);
            thread.setDaemon(true);
            return thread;
        });
        try {
            Future<T> secondStart = starter.submit(second);
            T one;
            try {
                one = first.call();
            } catch (Exception | Error e) {
                closeOnceStarted(secondStart);
                throw e;
            }
            try {
                return new Both<>(one, started(secondStart));
            } catch (Exception | Error e) {
                one.close();
                throw e;
            }
        } finally {
            starter.shutdownNow();
        }
    }

    /** What a start gave, or what made it fail, as the start threw it. */
    private static <T> T started(Future<T> start) throws Exception {
        try {
            return start.get();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof Exception cause) {
                throw cause;
            }
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw e;
        }
    }

    /** What a start that may still be under way gave, closed once it has; its failure is the other's to report. */
    private static void closeOnceStarted(Future<? extends AutoCloseable> start) {
        try {
            start.get().close();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (Exception e) {
            // it failed too, or never began: nothing to close
        }
    }
}
