package org.repobench.compare;

import java.util.Locale;

/** The outcome for one benchmark. Only {@link #REGRESSION} fails the comparison (exit code 1). */
public enum Verdict {
    /** Significantly worse, and its interval reaches past the threshold: it may be worse by more than that. */
    REGRESSION,
    /** Significantly worse, with its whole interval within the threshold: worth a look, not a failure. */
    WARNING,
    /** Significantly better, and its interval reaches past the threshold on the better side. */
    IMPROVEMENT,
    /** No significant difference, or significantly better with the whole interval within the threshold. */
    PASS,
    /**
     * Not significant, and could not have been: with so few forks even completely separated samples give p ≥ alpha
     * (3 + 3 forks: p ≥ 0.1). Reported so a quiet gate is not mistaken for evidence of no change.
     */
    INCONCLUSIVE;

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
