package org.repobench.api;

import java.math.BigDecimal;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * One {@code --} option of a {@code ./repobench} command, declared once: the command's parser accepts the options
 * its list declares and no other, and its {@code --help} prints that same list, so an option can be neither accepted
 * without being documented nor documented without being accepted. Here rather than beside the commands because the
 * launcher ({@code org.repobench.run}) declares {@code run}'s own options and may not use the commands' package.
 *
 * @param name         what the user types, e.g. {@code --threshold}
 * @param valueLabel   the value's placeholder, e.g. {@code PCT}; empty for a flag, which takes none
 * @param description  one line on what it does
 * @param defaultValue what holds when it is not given, as {@code --help} says it; empty where nothing does (a flag
 *                     is off, a required option has none)
 * @param formerly     the name it had before it was renamed, empty if none: given, that name is refused with one line
 *                     naming this one ({@link #renamed}), never taken silently as this option nor merely unknown
 */
public record OptionSpec(String name, String valueLabel, String description, String defaultValue, String formerly) {
    public OptionSpec {
        for (String spelling : formerly.isEmpty() ? List.of(name) : List.of(name, formerly)) {
            if (!spelling.startsWith("--") || spelling.length() < 3 || spelling.contains("=")
                    || spelling.contains(" ")) {
                throw new IllegalArgumentException("an option's name is --word, got '" + spelling + "'");
            }
        }
        if (description.isBlank() || description.contains("\n") || valueLabel.contains("\n")
                || defaultValue.contains("\n")) {
            throw new IllegalArgumentException(name + ": --help gives an option one line, with a description");
        }
    }

    /** An option that takes no value: given, it is on. */
    public static OptionSpec flag(String name, String description) {
        return new OptionSpec(name, "", description, "", "");
    }

    /** An option that takes a value, written {@code NAME VALUE} or {@code NAME=VALUE}. */
    public static OptionSpec valued(String name, String valueLabel, String description) {
        if (valueLabel.isBlank()) {
            throw new IllegalArgumentException(name + " takes a value, so --help names it: give a placeholder");
        }
        return new OptionSpec(name, valueLabel, description, "", "");
    }

    /** The same option with what holds when it is not given, from the constant the command itself falls back to. */
    public OptionSpec defaultsTo(Object value) {
        return new OptionSpec(name, valueLabel, description, written(value), formerly);
    }

    /** The same option, renamed from {@code oldName}: the old spelling is refused with a line naming this one. */
    public OptionSpec formerly(String oldName) {
        return new OptionSpec(name, valueLabel, description, defaultValue, oldName);
    }

    /**
     * What to say to an option given by the name one of {@code options} had before it was renamed, the start of the
     * command's usual one-line refusal (exit 2): "--old is now spelled --new VALUE"; empty where {@code given} is no
     * such name.
     *
     * @param given the name as typed, without any {@code =value}
     */
    public static Optional<String> renamed(String given, Collection<OptionSpec> options) {
        return options.stream().filter(option -> option.formerly().equals(given)).findFirst()
                .map(option -> given + " is now spelled " + option.usage());
    }

    public boolean takesValue() {
        return !valueLabel.isEmpty();
    }

    public Optional<String> defaultShown() {
        return defaultValue.isEmpty() ? Optional.empty() : Optional.of(defaultValue);
    }

    /** {@code --threshold PCT}, or the flag's name alone: how usage lines and error messages write it. */
    public String usage() {
        return takesValue() ? name + " " + valueLabel : name;
    }

    /** "--out DIR, --no-report, ...": what an error about an unknown option says is accepted. */
    public static String accepted(List<OptionSpec> options) {
        return options.stream().map(OptionSpec::usage).collect(Collectors.joining(", "));
    }

    /** A value as users write it: 10 rather than 10.0. */
    public static String written(Object value) {
        if (value instanceof Double || value instanceof Float) {
            return BigDecimal.valueOf(((Number) value).doubleValue()).stripTrailingZeros().toPlainString();
        }
        return String.valueOf(value);
    }
}
