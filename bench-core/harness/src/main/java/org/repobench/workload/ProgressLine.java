package org.repobench.workload;

import java.io.PrintStream;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * How far a load over HTTP is, on the run's console: members loaded of N, the rate since the line before, and the
 * time left at that rate (a load grows slower as its containers fill, so the latest rate says more than the mean).
 * A line once another tenth of the members is loaded since the line before, or after {@link #EVERY_SECONDS} without
 * one, whichever comes first: ten lines for a quick load, one every half minute for a long one. Several loader
 * threads may report at once.
 */
final class ProgressLine implements WorkloadLoader.LoadProgress {
    /** The longest time between two lines. */
    static final long EVERY_SECONDS = 30;
    /** A line at the latest when this fraction of the members more is loaded. */
    static final int STEPS = 10;

    private final String what;
    private final PrintStream log;
    private final LongSupplier nanoClock;
    private final long start;
    private long lastNanos;
    private int lastDone;

    /**
     * @param what      the load, as its lines name it ("fixture n-members size=2000 seed=42")
     * @param nanoClock the clock, {@code System::nanoTime} but in tests
     */
    ProgressLine(String what, PrintStream log, LongSupplier nanoClock) {
        this.what = what;
        this.log = log;
        this.nanoClock = nanoClock;
        this.start = nanoClock.getAsLong();
        this.lastNanos = start;
    }

    @Override
    public synchronized void loaded(int done, int total) {
        if (done <= lastDone || done >= total) {
            return;   // a thread behind another, or the end, which the load's own line says
        }
        long now = nanoClock.getAsLong();
        boolean stepLoaded = (long) (done - lastDone) * STEPS >= total;
        if (!stepLoaded && now - lastNanos < TimeUnit.SECONDS.toNanos(EVERY_SECONDS)) {
            return;
        }
        double perSecond = (done - lastDone) / Math.max(1e-9, (now - lastNanos) / 1e9);
        log.println(line(what, done, total, (now - start) / 1e9, perSecond));
        lastNanos = now;
        lastDone = done;
    }

    /**
     * "# repobench: fixture n-members size=2000 seed=42: 1,000/2,000 members (50 %) in 12.3 s, 81.3/s, ETA 12 s".
     */
    static String line(String what, int done, int total, double seconds, double perSecond) {
        return String.format(Locale.ROOT, "# repobench: %s: %,d/%,d members (%d %%) in %.1f s, %.1f/s, ETA %s", what,
                done, total, (int) (100L * done / total), seconds, perSecond,
                duration((total - done) / Math.max(1e-9, perSecond)));
    }

    /** "42 s", "17 min 05 s", "2 h 03 min". */
    static String duration(double seconds) {
        long whole = Math.round(seconds);
        if (whole < 60) {
            return whole + " s";
        }
        if (whole < 3600) {
            return String.format(Locale.ROOT, "%d min %02d s", whole / 60, whole % 60);
        }
        return String.format(Locale.ROOT, "%d h %02d min", whole / 3600, whole % 3600 / 60);
    }
}
