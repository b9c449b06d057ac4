package org.repobench.workload;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.repobench.store.settings.Environment;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The threads a load over HTTP uses: twice the cores unless set, a whole number from 1 to the most. */
class LoadThreadsTest {
    private static Environment variable(String value) {
        return Environment.of(Map.of(), Map.of(LoadThreads.SETTING, value));
    }

    @Test
    void byDefaultTwiceTheCores() {
        assertEquals(Math.min(LoadThreads.MAX, 2 * Runtime.getRuntime().availableProcessors()),
                LoadThreads.of(Environment.of(Map.of(), Map.of())));
    }

    @Test
    void theSettingWins() {
        assertEquals(1, LoadThreads.of(variable("1")));
        assertEquals(LoadThreads.MAX, LoadThreads.of(variable(String.valueOf(LoadThreads.MAX))));
        assertEquals(3, LoadThreads.of(Environment.of(Map.of(LoadThreads.SETTING, "3"), Map.of(LoadThreads.SETTING,
                "8"))), "a -D property before the environment");
    }

    @ParameterizedTest
    @ValueSource(strings = {"0", "-2", "65", "four", "2.5"})
    void aValueOutsideTheRangeIsOneLineNamingTheSetting(String value) {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> LoadThreads.of(variable(value)));
        assertTrue(refused.getMessage().startsWith(LoadThreads.SETTING + " '" + value + "' is not accepted;"),
                refused.getMessage());
        assertEquals(1, refused.getMessage().lines().count());
    }
}
