package org.repobench.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code --name value}, {@code --name=value} and {@code --flag} options plus positional arguments. Unknown options
 * are rejected with the list of accepted ones.
 */
public final class Arguments {
    private final Map<String, String> options = new LinkedHashMap<>();
    private final List<String> positional = new ArrayList<>();

    private Arguments() {
    }

    /**
     * @param valued options that take a value
     * @param flags  options that take none
     */
    public static Arguments parse(List<String> args, Set<String> valued, Set<String> flags) {
        Arguments parsed = new Arguments();
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (!arg.startsWith("--")) {
                parsed.positional.add(arg);
                continue;
            }
            String name = arg;
            String value = null;
            int eq = arg.indexOf('=');
            if (eq > 0) {
                name = arg.substring(0, eq);
                value = arg.substring(eq + 1);
            }
            if (flags.contains(name) && value == null) {
                parsed.options.put(name, "true");
            } else if (valued.contains(name)) {
                if (value == null) {
                    if (i + 1 >= args.size()) {
                        throw new UsageException("option " + name + " needs a value");
                    }
                    value = args.get(++i);
                }
                parsed.options.put(name, value);
            } else {
                List<String> accepted = new ArrayList<>(valued);
                accepted.addAll(flags);
                throw new UsageException("unknown option '" + arg + "'; accepted: "
                        + String.join(", ", accepted));
            }
        }
        return parsed;
    }

    public String get(String name, String fallback) {
        return options.getOrDefault(name, fallback);
    }

    public String require(String name, String accepted) {
        String value = options.get(name);
        if (value == null) {
            throw new UsageException("option " + name + " is required (" + accepted + ")");
        }
        return value;
    }

    public boolean flag(String name) {
        return options.containsKey(name);
    }

    public boolean has(String name) {
        return options.containsKey(name);
    }

    /** A whole number within [min, max]; the error names the option, the value and the range. */
    public long number(String name, long fallback, long min, long max) {
        String value = options.get(name);
        if (value == null) {
            return fallback;
        }
        try {
            long parsed = Long.parseLong(value.trim());
            if (parsed < min || parsed > max) {
                throw new NumberFormatException();
            }
            return parsed;
        } catch (NumberFormatException e) {
            throw new UsageException(name + " must be a whole number from " + min + " to " + max
                    + ", got '" + value + "'");
        }
    }

    /**
     * A percentage from 0 to {@code maxPercent}, written {@code 10} or {@code 10%}, as a fraction (0.10); the
     * default when the option is absent.
     */
    public double percentage(String name, double defaultPercent, double maxPercent) {
        String value = options.get(name);
        if (value == null) {
            return defaultPercent / 100;
        }
        String number = value.trim().endsWith("%") ? value.trim().substring(0, value.trim().length() - 1) : value;
        try {
            double percent = Double.parseDouble(number.trim());
            if (percent >= 0 && percent <= maxPercent) {
                return percent / 100;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new UsageException(name + " must be a percentage from 0 to " + (int) maxPercent
                + " (e.g. 10 or 10%), got '" + value + "'");
    }

    /** A significance level: greater than 0 and less than 1. */
    public double significanceLevel(String name, double fallback) {
        String value = options.get(name);
        if (value == null) {
            return fallback;
        }
        try {
            double alpha = Double.parseDouble(value.trim());
            if (alpha > 0 && alpha < 1) {
                return alpha;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new UsageException(name + " must be a number greater than 0 and less than 1 (e.g. 0.05), got '"
                + value + "'");
    }

    public List<String> positional() {
        return positional;
    }
}
