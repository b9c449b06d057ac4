package org.repobench.gate;

import org.repobench.cli.Arguments;
import org.repobench.cli.UsageException;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * The gate's command line, validated before anything is built or run so that a typo costs a second, not a build.
 *
 * @param head      empty: HEAD's commit, and the working tree must be clean (see {@link GateCommand})
 * @param threshold as given, for compare; null: compare's default
 * @param allocationThreshold as given, for compare's {@code --alloc-threshold}; null: compare's default
 * @param alpha     as given, for compare; null: compare's default (0.05)
 * @param offline   run Maven with {@code -o} (machines without network access)
 */
public record GateOptions(String base, Optional<String> head, int forks, String threshold,
                          String allocationThreshold, String alpha, GateSet gateSet, boolean offline) {
    public static final int DEFAULT_FORKS = 6;
    /** An exact two-sided Mann-Whitney test cannot go below p = 0.029 with 4 + 4 samples, nor 0.1 with 3 + 3. */
    public static final int MIN_FORKS = 4;
    public static final int MAX_FORKS = 50;
    static final double DEFAULT_ALPHA = 0.05;
    private static final double MAX_THRESHOLD_PERCENT = 1000;
    static final String USAGE = "--base REV [--head REV] [--forks N] [--threshold PCT] [--alloc-threshold PCT] [--alpha A] "
            + "[--include REGEX] [--params 'name=v1,v2;name2=v'] [--offline]";

    private static final Set<String> VALUED = new LinkedHashSet<>(List.of(
            "--base", "--head", "--forks", "--threshold", "--alloc-threshold", "--alpha", "--include", "--params"));
    private static final Set<String> FLAGS = Set.of("--offline");

    public static GateOptions parse(List<String> args) {
        Arguments parsed = Arguments.parse(args, VALUED, FLAGS);
        if (!parsed.positional().isEmpty()) {
            throw new UsageException("unexpected argument '" + parsed.positional().get(0) + "'; usage: gate " + USAGE);
        }
        String base = revision("--base", parsed.require("--base",
                "a git revision to compare against, e.g. origin/main, HEAD~1 or a commit sha"));
        Optional<String> head = parsed.has("--head")
                ? Optional.of(revision("--head", parsed.get("--head", null))) : Optional.empty();
        int forks = (int) parsed.number("--forks", DEFAULT_FORKS, MIN_FORKS, MAX_FORKS);
        String threshold = parsed.has("--threshold") ? threshold("--threshold", parsed.get("--threshold", null))
                : null;
        String allocationThreshold = parsed.has("--alloc-threshold")
                ? threshold("--alloc-threshold", parsed.get("--alloc-threshold", null)) : null;
        String alpha = parsed.has("--alpha") ? alpha(parsed.get("--alpha", null)) : null;
        requireReachableSignificance(forks, alpha == null ? DEFAULT_ALPHA : Double.parseDouble(alpha));
        GateSet gateSet = GateSet.defaults();
        if (parsed.has("--include")) {
            gateSet = gateSet.withInclude(parsed.get("--include", null));
        }
        if (parsed.has("--params")) {
            gateSet = gateSet.withParams(parsed.get("--params", null));
        }
        return new GateOptions(base, head, forks, threshold, allocationThreshold, alpha, gateSet,
                parsed.flag("--offline"));
    }

    /** Anything git rev-parse understands, but never something git would read as an option. */
    private static String revision(String option, String value) {
        String rev = value.trim();
        if (rev.isEmpty() || rev.startsWith("-")) {
            throw new UsageException(option + " must be a git revision (a branch, tag, sha or expression such as "
                    + "HEAD~1), got '" + value + "'");
        }
        return rev;
    }

    // compare validates these again; checking here fails before minutes of building and benchmarking
    private static String threshold(String option, String value) {
        String number = value.trim().endsWith("%") ? value.trim().substring(0, value.trim().length() - 1) : value;
        try {
            double percent = Double.parseDouble(number.trim());
            if (percent >= 0 && percent <= MAX_THRESHOLD_PERCENT) {
                return value.trim();
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new UsageException(option + " must be a percentage from 0 to " + (int) MAX_THRESHOLD_PERCENT
                + " (e.g. 10 or 10%), got '" + value + "'");
    }

    private static String alpha(String value) {
        try {
            double alpha = Double.parseDouble(value.trim());
            if (alpha > 0 && alpha < 1) {
                return value.trim();
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new UsageException("--alpha must be a number greater than 0 and less than 1 (e.g. 0.05), got '"
                + value + "'");
    }

    /** Fewer forks than the exact test needs to ever reach p < alpha would make a regression undetectable. */
    private static void requireReachableSignificance(int forks, double alpha) {
        if (smallestTwoSidedP(forks) < alpha) {
            return;
        }
        int needed = forks;
        while (smallestTwoSidedP(needed) >= alpha && needed <= MAX_FORKS) {
            needed++;
        }
        if (needed > MAX_FORKS) {
            throw new UsageException("--alpha " + strip(alpha) + " is too small for at most " + MAX_FORKS
                    + " forks per arm; use an --alpha of at least " + strip(smallestTwoSidedP(MAX_FORKS)));
        }
        throw new UsageException(String.format(Locale.ROOT, "--forks %d cannot show a change at --alpha %s: the "
                        + "smallest two-sided Mann-Whitney p with %d + %d forks is %.4f; use --forks %d or more",
                forks, strip(alpha), forks, forks, smallestTwoSidedP(forks), needed));
    }

    /** Complete separation of n + n samples: 2 / C(2n, n). */
    static double smallestTwoSidedP(int n) {
        double combinations = 1;
        for (int k = 1; k <= n; k++) {
            combinations = combinations * (n + k) / k;
        }
        return 2 / combinations;
    }

    private static String strip(double value) {
        return java.math.BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
    }
}
