package org.repobench.provision;

import org.repobench.store.settings.Environment;

import java.io.PrintStream;
import java.time.Duration;
import java.util.Locale;
import java.util.Optional;
import java.util.function.LongSupplier;

/**
 * The image a container starts from, made present before the container starts: on the engine already, or pulled
 * within a bound ({@value #SETTING}, in seconds; {@link #DEFAULT} when unset, 0 never pulls), with a line every
 * {@link #PROGRESS_EVERY} while it pulls. An image not had within the bound is one line naming it, the setting that
 * names a stand-in and docker/images.sh, and the caller takes the next branch of the provisioning order, as it does
 * with no engine. Left to Testcontainers, a pull from a registry this machine cannot reach was retried without a word
 * for more than six minutes.
 */
final class ImagePull {
    /** Seconds a pull may take before the run goes on without the container. */
    static final String SETTING = "REPOBENCH_IMAGE_PULL_TIMEOUT";
    static final Duration DEFAULT = Duration.ofSeconds(60);
    static final Duration PROGRESS_EVERY = Duration.ofSeconds(30);
    static final long MOST_SECONDS = 3600;
    private static final long MEGABYTE = 1024 * 1024;

    /** What a pull needs of the engine. */
    interface Engine {
        /** Whether the engine has the image. */
        boolean has(String image);

        /** Starts pulling the image. */
        Pull pull(String image);
    }

    /** A pull under way. */
    interface Pull extends AutoCloseable {
        /**
         * Waits at most {@code most} for the pull to end.
         *
         * @return whether it ended with the image pulled
         * @throws ServerStartException the engine's own answer when it refused the pull
         */
        boolean await(Duration most) throws ServerStartException;

        /** The bytes the engine has downloaded so far, over all layers. */
        long bytes();

        /** Gives the pull up. */
        @Override
        void close();
    }

    private final Engine engine;
    private final Duration bound;
    private final LongSupplier nanos;
    private final PrintStream progress;

    ImagePull(Engine engine, Duration bound, LongSupplier nanos, PrintStream progress) {
        this.engine = engine;
        this.bound = bound;
        this.nanos = nanos;
        this.progress = progress;
    }

    /** The bound the settings give, on the engine Testcontainers reaches, with progress on standard error. */
    static ImagePull of(Environment environment, Engine engine) throws ServerStartException {
        return new ImagePull(engine, bound(environment), System::nanoTime, System.err);
    }

    /**
     * @throws ServerStartException one line when {@value #SETTING} is not a whole number of seconds in range
     */
    static Duration bound(Environment environment) throws ServerStartException {
        Optional<String> value = environment.get(SETTING);
        if (value.isEmpty()) {
            return DEFAULT;
        }
        try {
            long seconds = Long.parseLong(value.get().strip());
            if (seconds >= 0 && seconds <= MOST_SECONDS) {
                return Duration.ofSeconds(seconds);
            }
        } catch (NumberFormatException e) {
            // said below
        }
        throw new ServerStartException(SETTING + "='" + value.get() + "' is not a number of seconds; accepted: a"
                + " whole number from 0 (never pull) to " + MOST_SECONDS + ", " + DEFAULT.toSeconds() + " when unset");
    }

    /**
     * Makes the image present, or says in one line why it is not.
     *
     * @param image the image to start, e.g. "postgres:15"
     * @param howTo what the user can do instead, e.g. "build a stand-in with docker/images.sh and set ..."
     */
    void ensure(String image, String howTo) throws ServerStartException {
        if (engine.has(image)) {
            return;
        }
        if (bound.isZero()) {
            throw new ServerStartException(notHad(image, "and " + SETTING + "=0 pulls nothing", howTo));
        }
        progress.println("# repobench: pulling " + image + " (at most " + bound.toSeconds() + " s, " + SETTING + ")");
        long start = nanos.getAsLong();
        boolean pulled;
        long bytes;
        try (Pull pull = engine.pull(image)) {
            pulled = waitFor(pull, image, start);
            bytes = pull.bytes();
        } catch (ServerStartException refused) {
            throw new ServerStartException(notHad(image, "and the pull failed: " + refused.getMessage(), howTo),
                    refused);
        }
        if (!pulled) {
            throw new ServerStartException(notHad(image, "and was not pulled within " + bound.toSeconds() + " s ("
                    + megabytes(bytes) + " downloaded)", howTo));
        }
    }

    /** Waits for the pull within the bound, saying every {@link #PROGRESS_EVERY} that it goes on. */
    private boolean waitFor(Pull pull, String image, long start) throws ServerStartException {
        while (true) {
            Duration left = bound.minusNanos(nanos.getAsLong() - start);
            if (left.isNegative() || left.isZero()) {
                return false;
            }
            // a line at each step of PROGRESS_EVERY, none where the bound ends the wait: the next line says that
            boolean step = left.compareTo(PROGRESS_EVERY) > 0;
            if (pull.await(step ? PROGRESS_EVERY : left)) {
                return true;
            }
            if (step) {
                progress.println("# repobench: still pulling " + image + " after "
                        + Math.round(Duration.ofNanos(nanos.getAsLong() - start).toMillis() / 1000.0) + " s ("
                        + megabytes(pull.bytes()) + " so far)");
            }
        }
    }

    private static String notHad(String image, String why, String howTo) {
        return image + " is not on the Docker engine " + why + "; " + howTo;
    }

    private static String megabytes(long bytes) {
        return String.format(Locale.ROOT, "%.1f MB", (double) bytes / MEGABYTE);
    }
}
