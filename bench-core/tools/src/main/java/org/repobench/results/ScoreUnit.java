package org.repobench.results;

import java.util.Locale;
import java.util.Map;

/**
 * A JMH score unit such as {@code ms/op} or {@code ops/s}. JMH writes time per operation as {@code TIME/op} (lower is
 * better) and throughput as {@code ops/TIME} (higher is better); other units (profiler metrics such as {@code B/op} or
 * {@code MB/sec}) keep their text but convert only to themselves.
 */
public final class ScoreUnit {
    /** Which way is better. */
    public enum Direction {
        LOWER_IS_BETTER, HIGHER_IS_BETTER, UNKNOWN
    }

    private enum Kind {
        TIME_PER_OP, OPS_PER_TIME, PER_OP, OTHER
    }

    // JMH's own abbreviations (TimeValue.tuToString) plus the spellings people type by hand
    private static final Map<String, Double> NANOS = Map.ofEntries(
            Map.entry("ns", 1d), Map.entry("us", 1e3), Map.entry("µs", 1e3), Map.entry("μs", 1e3),
            Map.entry("ms", 1e6), Map.entry("s", 1e9), Map.entry("sec", 1e9), Map.entry("min", 60e9),
            Map.entry("hr", 3600e9), Map.entry("h", 3600e9), Map.entry("day", 86400e9));

    private final String text;
    private final Kind kind;
    private final double nanos;

    private ScoreUnit(String text, Kind kind, double nanos) {
        this.text = text;
        this.kind = kind;
        this.nanos = nanos;
    }

    public static ScoreUnit parse(String text) {
        String t = text == null ? "" : text.trim();
        int slash = t.indexOf('/');
        if (slash > 0 && slash == t.lastIndexOf('/')) {
            String left = t.substring(0, slash).trim();
            String right = t.substring(slash + 1).trim();
            Double leftNanos = NANOS.get(left.toLowerCase(Locale.ROOT));
            Double rightNanos = NANOS.get(right.toLowerCase(Locale.ROOT));
            if (right.equals("op") && leftNanos != null) {
                return new ScoreUnit(t, Kind.TIME_PER_OP, leftNanos);
            }
            if (left.equals("ops") && rightNanos != null) {
                return new ScoreUnit(t, Kind.OPS_PER_TIME, rightNanos);
            }
            if (right.equals("op")) {
                return new ScoreUnit(t, Kind.PER_OP, Double.NaN);
            }
        }
        return new ScoreUnit(t, Kind.OTHER, Double.NaN);
    }

    public static ScoreUnit milliseconds() {
        return parse("ms/op");
    }

    public String text() {
        return text;
    }

    public Direction direction() {
        return switch (kind) {
            case TIME_PER_OP, PER_OP -> Direction.LOWER_IS_BETTER;
            case OPS_PER_TIME -> Direction.HIGHER_IS_BETTER;
            case OTHER -> Direction.UNKNOWN;
        };
    }

    public boolean isTimePerOp() {
        return kind == Kind.TIME_PER_OP;
    }

    public boolean isThroughput() {
        return kind == Kind.OPS_PER_TIME;
    }

    public boolean convertibleTo(ScoreUnit other) {
        return text.equals(other.text)
                || (kind == other.kind && (kind == Kind.TIME_PER_OP || kind == Kind.OPS_PER_TIME));
    }

    /**
     * The factor that turns a value in this unit into the other unit. Time per op and throughput are not converted
     * into each other: that needs an inversion, which would also invert errors and intervals.
     *
     * @throws IllegalArgumentException when the units measure different things
     */
    public double factorTo(ScoreUnit other) {
        if (text.equals(other.text)) {
            return 1;
        }
        if (!convertibleTo(other)) {
            throw new IllegalArgumentException("cannot convert unit '" + text + "' to '" + other.text
                    + "'; only TIME/op to TIME/op and ops/TIME to ops/TIME convert"
                    + " (TIME: ns, us, ms, s, min, hr, day)");
        }
        return kind == Kind.TIME_PER_OP ? nanos / other.nanos : other.nanos / nanos;
    }

    /** A score as milliseconds per operation (throughput is inverted); NaN when the unit is not time-based. */
    public double millisPerOp(double score) {
        return switch (kind) {
            case TIME_PER_OP -> score * nanos / 1e6;
            case OPS_PER_TIME -> nanos / 1e6 / score;
            default -> Double.NaN;
        };
    }

    /** "ms" for ms/op: what a time-per-op value is shown as next to a number. */
    public String timeSymbol() {
        return isTimePerOp() ? text.substring(0, text.indexOf('/')).trim() : text;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ScoreUnit u && u.text.equals(text);
    }

    @Override
    public int hashCode() {
        return text.hashCode();
    }

    @Override
    public String toString() {
        return text;
    }
}
