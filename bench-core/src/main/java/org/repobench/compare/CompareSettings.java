package org.repobench.compare;

import org.repobench.cli.Arguments;
import org.repobench.cli.UsageException;

import java.util.Locale;

/**
 * How strict the comparison is.
 *
 * @param threshold the effect-size floor as a fraction (0.10 = 10 %): how much worse a significant change must be to
 *                  count as a regression
 * @param alpha     the significance level of the two-sided test; the ratio interval has confidence 1 − alpha
 */
public record CompareSettings(double threshold, double alpha) {
    public static final double DEFAULT_THRESHOLD_PERCENT = 10;
    public static final double DEFAULT_ALPHA = 0.05;
    /** Fewer forks than this on a side and a rank test says nothing useful (3 + 3 already cannot reach p < 0.1). */
    public static final int MIN_FORKS = 3;
    private static final double MAX_THRESHOLD_PERCENT = 1000;

    public static CompareSettings defaults() {
        return new CompareSettings(DEFAULT_THRESHOLD_PERCENT / 100, DEFAULT_ALPHA);
    }

    static CompareSettings from(Arguments args) {
        return new CompareSettings(threshold(args.get("--threshold", null)), alpha(args.get("--alpha", null)));
    }

    private static double threshold(String text) {
        if (text == null) {
            return DEFAULT_THRESHOLD_PERCENT / 100;
        }
        String t = text.trim();
        t = t.endsWith("%") ? t.substring(0, t.length() - 1).trim() : t;
        try {
            double pct = Double.parseDouble(t);
            if (pct >= 0 && pct <= MAX_THRESHOLD_PERCENT) {
                return pct / 100;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new UsageException("--threshold must be a percentage from 0 to "
                + (int) MAX_THRESHOLD_PERCENT + " (e.g. 10 or 10%), got '" + text + "'");
    }

    private static double alpha(String text) {
        if (text == null) {
            return DEFAULT_ALPHA;
        }
        try {
            double a = Double.parseDouble(text.trim());
            if (a > 0 && a < 1) {
                return a;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new UsageException("--alpha must be a number greater than 0 and less than 1 (e.g. 0.05), got '"
                + text + "'");
    }

    public String describe() {
        return String.format(Locale.ROOT, "threshold %s%%, alpha %s", strip(threshold * 100), strip(alpha));
    }

    private static String strip(double v) {
        return java.math.BigDecimal.valueOf(v).stripTrailingZeros().toPlainString();
    }
}
