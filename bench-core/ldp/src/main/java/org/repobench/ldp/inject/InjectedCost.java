package org.repobench.ldp.inject;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.concurrent.atomic.LongAdder;

/**
 * The cost the agent's advice adds, in the server's JVM: {@link #enter()} before an instrumented method, {@link #exit}
 * after it, on the same thread. Only the outermost instrumented call on a thread is charged, so methods that call one
 * another are not charged twice. Loaded from the bootstrap class path, so the advice inlined into a web application's
 * classes finds it whatever their class loader; it uses nothing but the JDK.
 */
public final class InjectedCost {
    static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final ThreadLocal<int[]> DEPTH = ThreadLocal.withInitial(() -> new int[1]);
    private static final LongAdder CALLS = new LongAdder();
    private static final LongAdder BASE = new LongAdder();
    private static final LongAdder ADDED = new LongAdder();
    private static volatile InjectionKind kind;
    private static volatile double fraction;
    @SuppressWarnings("unused")
    private static volatile Object objectSink;
    @SuppressWarnings("unused")
    private static volatile long longSink;

    private InjectedCost() {
    }

    /** Called once, by the agent, before any method is instrumented. */
    public static void configure(InjectionKind what, double share) {
        fraction = share;
        kind = what;
    }

    /** Before the method: its thread's counter, or 0 when nothing is configured. */
    public static long enter() {
        InjectionKind what = kind;
        if (what == null) {
            return 0;
        }
        DEPTH.get()[0]++;
        return what.mark();
    }

    /** After the method (returned or thrown): adds {@code fraction} of what it spent since {@code since}. */
    public static void exit(long since) {
        InjectionKind what = kind;
        if (what == null) {
            return;
        }
        int[] depth = DEPTH.get();
        if (--depth[0] > 0) {
            return;
        }
        long base = what.mark() - since;
        if (base <= 0) {
            CALLS.increment();
            return;
        }
        ADDED.add(what.spend((long) (base * fraction)));
        BASE.add(base);
        CALLS.increment();
    }

    static void consume(Object value) {
        objectSink = value;
    }

    static void consume(long value) {
        longSink = value;
    }

    /** What was charged so far, as {@link InjectionReport} reads it. */
    public static String report() {
        InjectionKind what = kind;
        return InjectionReport.KIND + "=" + (what == null ? "" : what.cliName()) + "\n"
                + InjectionReport.CALLS + "=" + CALLS.sum() + "\n"
                + InjectionReport.BASE + "=" + BASE.sum() + "\n"
                + InjectionReport.ADDED + "=" + ADDED.sum() + "\n";
    }
}
