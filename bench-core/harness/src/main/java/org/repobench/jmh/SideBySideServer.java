package org.repobench.jmh;

import org.repobench.api.MetricNames;
import org.repobench.api.OptionNames;
import org.repobench.ldp.ServerProbe;
import org.repobench.store.settings.Environment;

import java.util.Set;

/**
 * The side-by-side server: the second server a fork is handed with its target's ({@code run --side-by-side}). Its
 * settings are the target's, each named with {@link #SETTINGS_PREFIX} before it, so the code that finds, probes and
 * watches a server reads them unchanged through {@link Environment#within}. Its metrics carry
 * {@link MetricNames#SIDE_BY_SIDE} before their names.
 */
public final class SideBySideServer {
    /** Before every setting of the side-by-side server: {@code -Drepobench.sideBySide.REPOBENCH_LDP_URL=...}. */
    public static final String SETTINGS_PREFIX = "repobench.sideBySide.";
    /**
     * The benchmarks whose states send every other measured request to the side-by-side server: the
     * warm GET ({@link WarmRepository}'s) and the CRUD create (its repository's side-by-side session).
     */
    public static final Set<String> BENCHMARKS = Set.of("org.repobench.members.ManyMembersBenchmark.warmGet",
            "org.repobench.crud.ConcurrentCrudBenchmark.create");
    /** What a benchmark that sends its requests to the target only says when it is handed a side-by-side server. */
    static final String NOT_APPLICABLE = OptionNames.SIDE_BY_SIDE + " is not applicable to %s: it sends its requests"
            + " to the target only; accepted with ManyMembersBenchmark.warmGet and ConcurrentCrudBenchmark.create";

    private SideBySideServer() {
    }

    /**
     * Fails, before any fork, for a benchmark that would send its requests to the target alone; the fork checks it
     * again ({@link TargetUnderTest}), for a benchmark run some other way.
     */
    public static void requireTakenBy(String benchmark) {
        if (!takenBy(benchmark)) {
            throw new IllegalArgumentException(String.format(NOT_APPLICABLE, benchmark));
        }
    }

    /** Whether this benchmark's states send their requests to a side-by-side server, when one is handed. */
    public static boolean takenBy(String benchmark) {
        return BENCHMARKS.contains(benchmark);
    }

    /** The settings of the side-by-side server, as {@link #present} finds it. */
    static Environment settings(Environment environment) {
        return environment.within(SETTINGS_PREFIX);
    }

    /** Whether the launcher handed this fork a side-by-side server. */
    static boolean present(Environment environment) {
        return settings(environment).get(ServerProbe.URL_SETTING).isPresent();
    }
}
