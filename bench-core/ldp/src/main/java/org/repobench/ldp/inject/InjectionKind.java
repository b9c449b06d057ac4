package org.repobench.ldp.inject;

import com.sun.management.ThreadMXBean;

import java.util.Optional;

/**
 * What an injected cost spends, each in its own unit, measured on the thread that runs the instrumented method. Loaded
 * in the server's JVM from the bootstrap class path (see {@link AgentJars}): it uses nothing but the JDK.
 */
public enum InjectionKind {
    /**
     * CPU only: after the method, the thread spins until it has used {@code fraction} of the CPU time the method used
     * more; a busy neighbour delays the spin as it delays the method, so the added share stays the same.
     */
    CPU("cpu", "ns of CPU") {
        @Override
        long mark() {
            return InjectedCost.THREADS.getCurrentThreadCpuTime();
        }

        @Override
        long spend(long amount) {
            long until = mark() + amount;
            long state = until;
            while (mark() < until) {
                for (int i = 0; i < SPIN_STEPS; i++) {
                    state ^= state << 13;
                    state ^= state >>> 7;
                    state ^= state << 17;
                }
            }
            InjectedCost.consume(state);
            return amount;
        }
    },
    /**
     * Allocation only: after the method, the thread allocates {@code fraction} of the bytes the method allocated more,
     * in arrays it drops at once; no work beyond the allocation (and the collections it brings).
     */
    ALLOCATION("alloc", "bytes allocated") {
        @Override
        long mark() {
            return ((ThreadMXBean) InjectedCost.THREADS).getCurrentThreadAllocatedBytes();
        }

        @Override
        long spend(long amount) {
            long left = amount;
            while (left > 0) {
                int length = (int) Math.min(left, CHUNK);
                InjectedCost.consume(new byte[length]);
                left -= length;
            }
            return amount;
        }
    };

    private static final int SPIN_STEPS = 1_000;
    private static final int CHUNK = 64 * 1024;

    private final String cliName;
    private final String unit;

    InjectionKind(String cliName, String unit) {
        this.cliName = cliName;
        this.unit = unit;
    }

    /** The thread's counter now: its CPU time in ns, or the bytes it has allocated. */
    abstract long mark();

    /** Spends {@code amount} of this kind's unit on the calling thread; returns what it spent. */
    abstract long spend(long amount);

    /** How {@code --server-inject} names it: {@code cpu}, {@code alloc}. */
    public String cliName() {
        return cliName;
    }

    /** The unit of its counts: "ns of CPU", "bytes allocated". */
    public String unit() {
        return unit;
    }

    /** The kind {@code --server-inject} names, if any. */
    public static Optional<InjectionKind> ofCliName(String name) {
        for (InjectionKind kind : values()) {
            if (kind.cliName.equals(name)) {
                return Optional.of(kind);
            }
        }
        return Optional.empty();
    }
}
