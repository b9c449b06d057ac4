package org.repobench.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repobench.jmeter.LoadEngine;
import org.repobench.jmeter.LoadKeys;
import org.repobench.jmeter.LoadKeystore;

import java.net.InetAddress;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A load beyond loopback (an engine on another machine, or a call-back address that is not loopback) needs a
 * keystore: without one it is one line naming what was given and what to do, before any engine is asked. On loopback
 * it runs without one. 198.51.100.0/24 is documentation space: nothing is sent to it.
 */
class LoadKeystoreRequiredTest {
    private static final InetAddress LOOPBACK = InetAddress.getLoopbackAddress();

    @TempDir
    Path dir;

    @Test
    void beyondLoopbackWithoutAKeystoreIsOneLine() throws Exception {
        InetAddress there = InetAddress.getByName("198.51.100.7");
        List<LoadEngine> away = LoadEngine.parseList("127.0.0.1:1099,198.51.100.8:41001");
        List<LoadEngine> here = LoadEngine.parseList("127.0.0.1:1099");
        for (Runnable refused : List.<Runnable>of(
                () -> LoadCommand.requireKeystore(Optional.empty(), away, LOOPBACK),
                () -> LoadCommand.requireKeystore(Optional.empty(), here, there))) {
            UsageException e = assertThrows(UsageException.class, refused::run);
            assertEquals(1, e.getMessage().lines().count(), e.getMessage());
            assertTrue(e.getMessage().contains("is beyond loopback, and without --keystore")
                    && e.getMessage().contains("accepted: --keystore FILE"), e.getMessage());
        }
        assertTrue(assertThrows(UsageException.class, () -> LoadCommand.requireKeystore(Optional.empty(), away,
                LOOPBACK)).getMessage().startsWith("--engines 198.51.100.8:41001 is beyond loopback"));
    }

    @Test
    void loopbackRunsWithoutOneAndAKeystoreCoversTheRest() throws Exception {
        LoadCommand.requireKeystore(Optional.empty(), LoadEngine.parseList("127.0.0.1:1099,localhost:1100"),
                LOOPBACK);
        Optional<LoadKeystore> keys = Optional.of(LoadKeys.create(dir));
        LoadCommand.requireKeystore(keys, LoadEngine.parseList("198.51.100.8:41001"),
                InetAddress.getByName("198.51.100.7"));
    }
}
