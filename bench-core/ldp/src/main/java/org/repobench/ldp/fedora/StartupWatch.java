package org.repobench.ldp.fedora;

import org.repobench.ldp.TimedResponse;
import org.repobench.ldp.LdpClient;
import org.repobench.ldp.LdpUnreachableException;

import java.time.Duration;
import java.util.Optional;

/**
 * Waits for a starting server to answer its root with 200, and notices sooner when it never will: the process
 * exited, or the log says the Spring context failed (jetty then stays up answering 503 and the JVM never exits), or
 * the server rejects the credentials it was started with.
 */
final class StartupWatch {
    private static final Duration POLL = Duration.ofMillis(100);
    /**
     * How long a 401 or 403 must last before the credentials are taken as refused: a Fedora 4.7.5 with S3 binaries
     * once answered 401 while it was still starting (CI, 2026-11-29), where the same start answers 200 once ready.
     */
    static final Duration REJECTION_GRACE = Duration.ofSeconds(5);

    private StartupWatch() {
    }

    /** Empty when the server is ready; else why it is not, in words that follow "did not start: ". */
    static Optional<String> await(Process process, LdpClient client, ServerLog log, Duration deadline) {
        long end = System.nanoTime() + deadline.toNanos();
        Rejections rejections = new Rejections(REJECTION_GRACE);
        while (true) {
            if (!process.isAlive()) {
                return Optional.of("the server process exited with code " + process.exitValue());
            }
            if (log.contextFailed()) {
                return Optional.of("its web application failed to start (Context initialization failed)");
            }
            try {
                TimedResponse root = client.get("", "text/turtle", null);
                if (root.status() == 200) {
                    return Optional.empty();
                }
                if (rejections.settled(root.status(), System.nanoTime())) {
                    return Optional.of("it answered " + root.status() + " to the credentials it was started with, for "
                            + REJECTION_GRACE.toSeconds() + " s");
                }
            } catch (LdpUnreachableException e) {
                // not listening yet: jetty opens its port once the web application is deployed
            }
            if (System.nanoTime() - end > 0) {
                return Optional.of("no 200 from " + client.server().root() + " within " + deadline.toSeconds()
                        + " s");
            }
            try {
                Thread.sleep(POLL.toMillis());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return Optional.of("interrupted while waiting for it");
            }
        }
    }

    /** Whether a refusal of the credentials has lasted: every answer since the first 401 or 403 one of them. */
    static final class Rejections {
        private final long graceNanos;
        private boolean refusing;
        private long since;

        Rejections(Duration grace) {
            this.graceNanos = grace.toNanos();
        }

        /** True once 401 or 403 has been the only answer for the grace; any other answer starts it over. */
        boolean settled(int status, long nowNanos) {
            if (status != 401 && status != 403) {
                refusing = false;
                return false;
            }
            if (!refusing) {
                // System.nanoTime() may be negative: whether a refusal is running is its own state, not a sentinel
                refusing = true;
                since = nowNanos;
            }
            return nowNanos - since >= graceNanos;
        }
    }
}
