package org.repobench.ldp.fedora;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Waits until managed servers are quiet: each process used at most {@link #SHARE} of one core over a window of
 * {@link #WINDOW}, all in the same window. A server's first start on a home its fixtures were just loaded into is
 * not: Fedora 6.0.0's H2 "MVStore background writer" used 12 to 22 % of a core through the whole of such a start
 * (6.1.0's 0.5 %), and that start's server spent 380 ms of CPU per 10,000-member GET against 196 to 268 ms in its
 * later starts (docs/results/fedora-gate.md). Such a start waits for its servers before its forks run, at most
 * {@link #MOST}; a server still busy then is measured as it is, and said so. Linux counts a process's CPU in ticks of
 * 10 ms, so a window of 2 s tells 5 % of a core (10 ticks) from none. A longer wait bought nothing: of two 6.0.0
 * homes just loaded, one was quiet within 2 s, the other still at 13 % of a core after 10 minutes.
 */
public final class ServerQuiet {
    /** The window judged: long enough for the clock that counts CPU, short beside a step. */
    static final Duration WINDOW = Duration.ofSeconds(2);
    /** The share of one core under which a server counts as quiet; an idle Fedora 6.1.0 uses well under 1 %. */
    static final double SHARE = 0.05;
    /** The longest a start waits, once after a home's load (which takes 6 to 15 minutes). */
    public static final Duration MOST = Duration.ofMinutes(1);

    private final Clock clock;
    private final Sleeper sleeper;

    ServerQuiet(Clock clock, Sleeper sleeper) {
        this.clock = clock;
        this.sleeper = sleeper;
    }

    /** On the machine's own clock. */
    public static ServerQuiet onThisMachine() {
        return new ServerQuiet(System::nanoTime, duration -> Thread.sleep(duration.toMillis()));
    }

    /** A server to wait for: its name for the line said, and its process's CPU time so far (empty: not readable). */
    public record Watched(String name, Supplier<Optional<Duration>> cpuTime) {
        /** A server the suite started. */
        public static Watched of(ManagedFedora server) {
            ServerProcess process = server.process();
            return new Watched(server.build().cliName(), process::cpuTime);
        }
    }

    /**
     * What the wait came to.
     *
     * @param waited  how long it waited
     * @param quiet   whether every server was quiet in its last window
     * @param busiest the server that used most of a core in the last window, and how much (a share of one core);
     *                empty where a server's CPU could not be read
     */
    public record Outcome(Duration waited, boolean quiet, Optional<Busiest> busiest) {
        /** The line the launcher says. */
        public String describe() {
            String seconds = String.format(Locale.ROOT, "%.1f s", waited.toNanos() / 1e9);
            if (busiest.isEmpty()) {
                return "its server's CPU cannot be read here, so it was not waited for: measured as it is";
            }
            String share = String.format(Locale.ROOT, "%.1f %%", 100 * busiest.get().share());
            return quiet ? "waited " + seconds + " for a quiet server (the busiest, " + busiest.get().name() + ", used "
                    + share + " of a core over " + WINDOW.toSeconds() + " s)"
                    : "no quiet server after " + seconds + " (" + busiest.get().name() + " used " + share
                    + " of a core over the last " + WINDOW.toSeconds() + " s): measured as it is";
        }
    }

    /** The busiest server of a window, and its share of one core. */
    public record Busiest(String name, double share) {
    }

    /** Whether a process that used {@code cpu} over {@code window} is quiet. */
    static boolean quiet(Duration window, Duration cpu) {
        return cpu.toNanos() <= SHARE * window.toNanos();
    }

    /**
     * Waits, window by window, until every server is quiet in the same window or {@code most} has passed.
     *
     * @throws InterruptedException when the run is stopped meanwhile
     */
    public Outcome await(List<Watched> servers, Duration most) throws InterruptedException {
        long start = clock.nanos();
        Optional<List<Duration>> last = readAll(servers);
        long windowStart = start;
        while (last.isPresent()) {
            List<Duration> before = last.get();
            sleeper.sleep(WINDOW);
            long now = clock.nanos();
            Optional<List<Duration>> read = readAll(servers);
            if (read.isEmpty()) {
                break;
            }
            List<Duration> after = read.get();
            Duration window = Duration.ofNanos(now - windowStart);
            Busiest busiest = null;
            boolean allQuiet = true;
            for (int i = 0; i < servers.size(); i++) {
                Duration used = after.get(i).minus(before.get(i));
                allQuiet &= quiet(window, used);
                double share = used.toNanos() / (double) Math.max(1, window.toNanos());
                if (busiest == null || share > busiest.share()) {
                    busiest = new Busiest(servers.get(i).name(), share);
                }
            }
            Duration waited = Duration.ofNanos(now - start);
            if (allQuiet || waited.compareTo(most) >= 0) {
                return new Outcome(waited, allQuiet, Optional.ofNullable(busiest));
            }
            last = read;
            windowStart = now;
        }
        return new Outcome(Duration.ofNanos(clock.nanos() - start), false, Optional.empty());
    }

    /** Every server's CPU time now; empty when one cannot be read (no such process, or a system that does not say). */
    private static Optional<List<Duration>> readAll(List<Watched> servers) {
        List<Duration> times = new ArrayList<>();
        for (Watched server : servers) {
            Optional<Duration> time = server.cpuTime().get();
            if (time.isEmpty()) {
                return Optional.empty();
            }
            times.add(time.get());
        }
        return Optional.of(times);
    }

    /** Nanoseconds from an arbitrary origin (a test's own clock). */
    @FunctionalInterface
    interface Clock {
        long nanos();
    }

    /** Sleeps for a window (a test's own advances its clock). */
    @FunctionalInterface
    interface Sleeper {
        void sleep(Duration duration) throws InterruptedException;
    }
}
