package org.repobench.run;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LauncherOptionsTest {
    @Test
    void oneServerIsOursAndTheRestIsJmhs() {
        LauncherOptions own = LauncherOptions.split(List.of("--one-server", "-f", "3", "--no-report"));
        assertTrue(own.oneServer());
        assertFalse(own.report());
        assertEquals(List.of("-f", "3"), own.jmhArgs());
        assertFalse(LauncherOptions.split(List.of("-f", "3")).oneServer(), "a server start per fork by default");
    }

    @Test
    void anUnknownOptionNamesOneServerAmongTheAccepted() {
        LaunchException e = assertThrows(LaunchException.class,
                () -> LauncherOptions.split(List.of("--one-servers")));
        assertTrue(e.getMessage().startsWith("unknown option '--one-servers'; accepted: --out DIR, --no-report,"
                + " --one-server,"), e.getMessage());
    }
}
