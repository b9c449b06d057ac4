package org.repobench.cli;

import org.junit.jupiter.api.Test;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Where the load commands listen: every interface only when asked for by name ({@code --bind-all}), since anyone who
 * reaches an engine can run code on it; anything beyond loopback is warned of in one line. Nothing here listens
 * (the load command's refusal is in LoadEndToEndTest, where its cycles are on the class path).
 */
class BindOptionTest {
    @Test
    void everyInterfaceByAddressIsOneLineAndExitTwo() {
        for (String[] args : new String[][]{
                {"load-engine", "--port", "1099", "--bind", "0.0.0.0"},
                {"load-engine", "--port", "1099", "--bind", "::"},
                {"load-engine", "--port", "1099", "--bind-all", "--bind", "127.0.0.1"}}) {
            CliRunner run = CliRunner.run(args);
            assertEquals(2, run.exitCode(), run.toString());
            assertEquals(1, run.err().lines().count(), run.toString());
            assertTrue(run.err().contains("--bind"), run.toString());
        }
    }

    @Test
    void theRefusalSaysWhyAndNamesTheFlag() {
        CliRunner run = CliRunner.run("load-engine", "--port", "1099", "--bind", "0.0.0.0");
        assertTrue(run.err().contains(BindOption.RISK) && run.err().contains(BindOption.ALL), run.err());
    }

    @Test
    void beyondLoopbackIsWarnedOfInOneLine() throws UnknownHostException {
        assertEquals(Optional.empty(), BindOption.warning(InetAddress.getByName("127.0.0.1"), "this engine"));
        assertEquals(Optional.empty(), BindOption.warning(InetAddress.getByName("::1"), "this engine"));
        String line = BindOption.warning(InetAddress.getByName("192.0.2.1"), "this engine").orElseThrow();
        assertEquals("repobench: warning: this engine listens on 192.0.2.1: " + BindOption.RISK, line);
        assertTrue(BindOption.warning(InetAddress.getByName("0.0.0.0"), "this engine").orElseThrow()
                .contains("every interface"));
    }
}
