package org.repobench.store.leveldb;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** Which LevelDB library a store asks for: the {@code implementation} key of the persistence config. */
public enum LevelDbImplementation {
    /** Native LevelDB when its library loads here, else the pure-Java port (the reason is recorded). */
    AUTO,
    /** Native LevelDB through leveldbjni only; a machine where it cannot load is an error, not a fallback. */
    JNI,
    /** The pure-Java port (iq80), even where the native library would load. */
    IQ80;

    public String configName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * Parses a configured value case-insensitively; {@code null} or blank means {@link #AUTO}.
     *
     * @param source where the value came from, for the error message
     */
    public static LevelDbImplementation parse(String source, String value) {
        if (value == null || value.isBlank()) {
            return AUTO;
        }
        for (LevelDbImplementation implementation : values()) {
            if (implementation.configName().equalsIgnoreCase(value.trim())) {
                return implementation;
            }
        }
        throw new IllegalArgumentException(source + ": unknown LevelDB implementation '" + value + "'; accepted: "
                + accepted());
    }

    public static String accepted() {
        return Arrays.stream(values()).map(LevelDbImplementation::configName).collect(Collectors.joining(", "));
    }
}
