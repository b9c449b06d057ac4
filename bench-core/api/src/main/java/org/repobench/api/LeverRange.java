package org.repobench.api;

/**
 * The accepted range of a numeric lever, said in one place: the {@code @Param} check reads its bounds (as
 * constants, which an annotation needs), the commands' options check against it, and the code that builds a
 * repository or a server with the value holds it as an invariant with the same wording.
 */
public enum LeverRange {
    /** ModeShape's workspace cache size, in nodes. */
    CACHE_SIZE(ParamNames.CACHE_SIZE, LeverRange.CACHE_SIZE_MIN, LeverRange.CACHE_SIZE_MAX,
            "ModeShape's workspace cache, in nodes");

    public static final int CACHE_SIZE_MIN = 1;
    public static final int CACHE_SIZE_MAX = Integer.MAX_VALUE;

    private final String param;
    private final long min;
    private final long max;
    private final String meaning;

    LeverRange(String param, long min, long max, String meaning) {
        this.param = param;
        this.min = min;
        this.max = max;
        this.meaning = meaning;
    }

    public long min() {
        return min;
    }

    public long max() {
        return max;
    }

    /** Whether the value is accepted. */
    public boolean accepts(long value) {
        return value >= min && value <= max;
    }

    /** "cacheSize: 0 is not accepted; accepted: a whole number from 1 (ModeShape's workspace cache, in nodes)". */
    public String refusal(long value) {
        return param + ": " + value + " is not accepted; accepted: a whole number from " + min
                + (max < Integer.MAX_VALUE ? " to " + max : "") + " (" + meaning + ")";
    }

    /**
     * The value, or an {@link IllegalArgumentException} with {@link #refusal}: for code that receives a value the
     * host already checked, where another one is a bug.
     */
    public int require(long value) {
        if (!accepts(value)) {
            throw new IllegalArgumentException(refusal(value));
        }
        return (int) value;
    }
}
