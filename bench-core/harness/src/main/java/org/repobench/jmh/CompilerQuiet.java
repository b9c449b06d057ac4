package org.repobench.jmh;

import org.repobench.api.OptionNames;

import java.time.Duration;

/**
 * When a managed server's JIT compiler counts as quiet: over a window of at least {@link #WINDOW} and
 * {@link #MIN_OPERATIONS} operations, its compiler threads used at most {@link #SHARE} of one core. A start whose
 * compiler still works during the measured iterations is slower by what it takes from the request threads and by the
 * code not yet compiled, and by how much differs from start to start: on a 2-core machine the 1,000-member GETs'
 * time per start followed their server's compiler CPU per GET in the measured iterations with r 0.71 to 0.90
 * (docs/results/fedora-gate.md). Linux counts thread CPU in ticks of 10 ms, so a window of a second tells 5 % from
 * none.
 *
 * @param most the longest the warm-up may take ({@code --warm-server SECONDS}); a server not quiet by then is measured
 *             as it is, and said so
 */
public record CompilerQuiet(Duration most) {
    /** The shortest window judged: 100 ticks of the clock that counts thread CPU. */
    static final Duration WINDOW = Duration.ofSeconds(1);
    /** A window needs a few operations, so a 10,000-member GET of seconds is judged over more than one. */
    static final int MIN_OPERATIONS = 3;
    /** The compiler's share of one core under which it counts as quiet. */
    static final double SHARE = 0.05;

    public CompilerQuiet {
        if (most.compareTo(WINDOW) < 0 || most.compareTo(Duration.ofSeconds(OptionNames.WARM_SERVER_MAX_SECONDS)) > 0) {
            throw new IllegalArgumentException("a warm-up of " + most.toSeconds() + " s; accepted: 1 to "
                    + OptionNames.WARM_SERVER_MAX_SECONDS + " s");
        }
    }

    /** What a window shows: judged once it is long enough. */
    enum Reading {
        /** Not yet a window: fewer operations or less time than a judgement takes. */
        TOO_SHORT,
        /** The compiler used at most its share: warm. */
        QUIET,
        /** The compiler still works: another window. */
        COMPILING
    }

    /**
     * @param wall       the window's length
     * @param operations the operations done in it
     * @param compiler   the CPU time the compiler threads used in it
     */
    static Reading read(Duration wall, long operations, Duration compiler) {
        if (wall.compareTo(WINDOW) < 0 || operations < MIN_OPERATIONS) {
            return Reading.TOO_SHORT;
        }
        return compiler.toNanos() <= SHARE * wall.toNanos() ? Reading.QUIET : Reading.COMPILING;
    }

    /** Whether a warm-up that has run {@code elapsed} may start another window. */
    boolean mayGoOn(Duration elapsed) {
        return elapsed.compareTo(most) < 0;
    }
}
