package org.repobench.api;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * A user's value for an enum (a {@code -p} param, a command-line option, a setting) read in one place: any case,
 * surrounding spaces ignored, the constant's name or, for a {@link Named} enum, its own name. A value that is none of
 * them is one line naming the option, the value and what is accepted.
 */
public final class EnumValues {
    private EnumValues() {
    }

    /** An enum whose constants users write by a name of their own (e.g. {@code n-members} for N_MEMBERS). */
    public interface Named {
        String cliName();
    }

    /** @throws IllegalArgumentException "OPTION: unknown value 'VALUE'; accepted: A, B, C" */
    public static <E extends Enum<E>> E parse(Class<E> type, String option, String value) {
        String given = value == null ? "" : value.trim();
        for (E constant : type.getEnumConstants()) {
            if (constant.name().equalsIgnoreCase(given)
                    || constant instanceof Named named && named.cliName().equalsIgnoreCase(given)) {
                return constant;
            }
        }
        throw new IllegalArgumentException(option + ": unknown value '" + value + "'; accepted: " + accepted(type));
    }

    /** The accepted values, as users write them: "file, leveldb, postgresql, mysql". */
    public static String accepted(Class<? extends Enum<?>> type) {
        return Arrays.stream(type.getEnumConstants()).map(EnumValues::written).collect(Collectors.joining(", "));
    }

    private static String written(Enum<?> constant) {
        return constant instanceof Named named ? named.cliName() : constant.name();
    }

    /** The lower-case name, for enums whose users write constants that way. */
    public static String lowerCase(Enum<?> constant) {
        return constant.name().toLowerCase(Locale.ROOT);
    }
}
