package org.repobench.store.leveldb;

import org.repobench.api.EnumValues;

/** Which LevelDB library a store asks for: the {@code implementation} key of the persistence config. */
public enum LevelDbImplementation implements EnumValues.Named {
    /** Native LevelDB when its library loads here, else the pure-Java port (the reason is recorded). */
    AUTO,
    /** Native LevelDB through leveldbjni only; a machine where it cannot load is an error, not a fallback. */
    JNI,
    /** The pure-Java port (iq80), even where the native library would load. */
    IQ80;

    /** As the persistence config and the settings write it. */
    @Override
    public String cliName() {
        return EnumValues.lowerCase(this);
    }

    /** {@code null} or blank means {@link #AUTO}; the error names where the value came from. */
    static LevelDbImplementation of(String source, String value) {
        return value == null || value.isBlank() ? AUTO : EnumValues.parse(LevelDbImplementation.class, source, value);
    }
}
