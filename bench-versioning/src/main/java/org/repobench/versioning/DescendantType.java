package org.repobench.versioning;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** What the versioned container holds: the seed's three kinds of descendants. */
public enum DescendantType {
    /** Containers POSTed without a Slug: auto-named, behind four levels of pairtree nodes. */
    CHILD,
    /** Containers PUT with given names: direct children. */
    NAMED,
    /** Datastreams: binaries PUT with given names, each with its own content. */
    BINARY;

    /** Parses a param value (case-insensitive); a wrong one gets a one-line message. */
    public static DescendantType parse(String option, String value) {
        try {
            return valueOf(value.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(option + ": unknown descendant type '" + value + "'; accepted: "
                    + Arrays.stream(values()).map(Enum::name).collect(Collectors.joining(", ")));
        }
    }
}
