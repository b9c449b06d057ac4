package org.repobench.cli;

import org.repobench.api.OptionSpec;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code --name value}, {@code --name=value} and {@code --flag} options plus positional arguments, as a command
 * declares them ({@link OptionSpec}): the same list its {@code --help} prints. Unknown options are rejected with the
 * list of accepted ones and where to read what each does, a renamed option's old name with its new one; asking for an
 * option the command did not declare is a bug, not the user's mistake.
 */
public final class Arguments {
    private final Map<String, OptionSpec> declared = new LinkedHashMap<>();
    private final Map<String, String> options = new LinkedHashMap<>();
    private final List<String> positional = new ArrayList<>();

    private Arguments() {
    }

    /**
     * @param command the command's name, for the error's pointer to its {@code --help}
     * @param options every option the command accepts: its declaration
     */
    public static Arguments parse(List<String> args, String command, List<OptionSpec> options) {
        Arguments parsed = new Arguments();
        for (OptionSpec option : options) {
            if (parsed.declared.put(option.name(), option) != null) {
                throw new IllegalStateException(command + " declares " + option.name() + " twice");
            }
        }
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
            OptionSpec option = parsed.declared.get(name);
            if (option != null && !option.takesValue() && value == null) {
                parsed.options.put(name, "true");
            } else if (option != null && option.takesValue()) {
                if (value == null) {
                    if (i + 1 >= args.size()) {
                        throw new UsageException("option " + name + " needs a value");
                    }
                    value = args.get(++i);
                }
                parsed.options.put(name, value);
            } else {
                Optional<String> renamed = OptionSpec.renamed(name, parsed.declared.values());
                if (renamed.isPresent()) {
                    throw new UsageException(renamed.get() + "; see ./repobench " + command + " " + CommandHelp.LONG);
                }
                throw new UsageException("unknown option '" + arg + "'; accepted: "
                        + String.join(", ", parsed.declared.keySet()) + "; see ./repobench " + command + " "
                        + CommandHelp.LONG);
            }
        }
        return parsed;
    }

    public String get(String name, String fallback) {
        requireDeclared(name);
        return options.getOrDefault(name, fallback);
    }

    public String require(String name, String accepted) {
        requireDeclared(name);
        String value = options.get(name);
        if (value == null) {
            throw new UsageException("option " + name + " is required (" + accepted + ")");
        }
        return value;
    }

    public boolean flag(String name) {
        requireDeclared(name);
        return options.containsKey(name);
    }

    public boolean has(String name) {
        requireDeclared(name);
        return options.containsKey(name);
    }

    /** A whole number within [min, max]; the error names the option, the value and the range. */
    public long number(String name, long fallback, long min, long max) {
        requireDeclared(name);
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
        requireDeclared(name);
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
        requireDeclared(name);
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

    /** A name the command never declared would be read as "not given" forever: a typo the tests must catch. */
    private void requireDeclared(String name) {
        if (!declared.containsKey(name)) {
            throw new IllegalStateException(name + " is not among the declared options " + declared.keySet());
        }
    }

    public List<String> positional() {
        return positional;
    }
}
