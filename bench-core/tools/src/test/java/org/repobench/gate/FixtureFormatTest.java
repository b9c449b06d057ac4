package org.repobench.gate;

import org.junit.jupiter.api.Test;

import java.util.Optional;
import java.util.OptionalInt;

import static org.junit.jupiter.api.Assertions.assertEquals;

class FixtureFormatTest {
    @Test
    void readsTheFormatConstant() {
        assertEquals(OptionalInt.of(3), FixtureFormat.of(Optional.of(
                "/** Bump when ... */\n    public static final int FORMAT = 3;\n    public static final int MAX_SIZE = 1;")));
    }

    @Test
    void unreadableSourceHasNoFormat() {
        assertEquals(OptionalInt.empty(), FixtureFormat.of(Optional.empty()));
        assertEquals(OptionalInt.empty(), FixtureFormat.of(Optional.of("static final String FORMAT = \"x\";")));
    }
}
