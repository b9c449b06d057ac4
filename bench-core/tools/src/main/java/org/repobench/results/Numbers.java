package org.repobench.results;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Locale;

/** Numbers for people: a few significant digits, no exponent for the ranges benchmarks produce, always Locale.ROOT. */
public final class Numbers {
    private Numbers() {
    }

    /** {@code value} rounded to {@code digits} significant digits; large values keep all integer digits. */
    public static String significant(double value, int digits) {
        if (Double.isNaN(value)) {
            return "n/a";
        }
        if (Double.isInfinite(value)) {
            return value > 0 ? "+inf" : "-inf";
        }
        if (value == 0) {
            return "0";
        }
        return decimals(value, decimalsFor(value, digits));
    }

    /** The number of decimals that shows {@code digits} significant digits of {@code value}. */
    public static int decimalsFor(double value, int digits) {
        if (value == 0 || !Double.isFinite(value)) {
            return 0;
        }
        // magnitude after rounding, so 9.996 counts as 10.0 and not as 9.xx
        BigDecimal rounded = new BigDecimal(value).round(new MathContext(digits, RoundingMode.HALF_EVEN));
        int magnitude = rounded.precision() - rounded.scale() - 1;
        return Math.max(0, Math.min(12, digits - 1 - magnitude));
    }

    public static String decimals(double value, int decimals) {
        if (!Double.isFinite(value)) {
            return significant(value, 1);
        }
        return String.format(Locale.ROOT, "%." + decimals + "f", value);
    }

    /** "mean ± error" with three significant digits in the mean and the error to the same decimals. */
    public static String withError(double mean, double error) {
        return withError(mean, error, 3);
    }

    /** "mean ± error" with {@code digits} significant digits in the mean. */
    public static String withError(double mean, double error, int digits) {
        int d = decimalsFor(mean, digits);
        String e = Double.isFinite(error) ? decimals(error, d) : "n/a";
        return decimals(mean, d) + " ± " + e;
    }

    /** A p-value: four decimals, or "<0.0001". */
    public static String pValue(double p) {
        if (Double.isNaN(p)) {
            return "n/a";
        }
        return p < 0.0001 ? "<0.0001" : String.format(Locale.ROOT, "%.4f", p);
    }

}
