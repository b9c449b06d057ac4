package org.repobench.ldp.inject;

/**
 * The program {@link InjectionAgentTest} runs under the agent: {@code work} (the instrumented method) a given number of
 * times, each call spending some CPU and allocating, and {@code idle} (never instrumented) once.
 */
public final class InjectedWork {
    private static volatile Object sink;

    private InjectedWork() {
    }

    public static void main(String[] args) {
        int calls = Integer.parseInt(args[0]);
        long total = 0;
        for (int i = 0; i < calls; i++) {
            total += work(200_000);
        }
        total += idle();
        System.out.println("done " + total);
    }

    static long work(int steps) {
        long state = steps;
        for (int i = 0; i < steps; i++) {
            state ^= state << 13;
            state ^= state >>> 7;
            state ^= state << 17;
            if (i % 1_000 == 0) {
                sink = new long[64];
            }
        }
        // a nested call of an instrumented method is charged with its caller, not twice
        return steps > 1 ? state + work(1) : state;
    }

    static long idle() {
        return System.nanoTime();
    }
}
