package org.repobench.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repobench.jmeter.LoadKeys;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Where the load commands and serve listen: every interface only when asked for by name ({@code --bind-all}), an
 * address this machine has only; the load commands beyond loopback only with a keystore, since anyone who reached an
 * engine without one could run code on it. Nothing here listens (the load command's refusals are in LoadEndToEndTest,
 * where its cycles are on the class path). 198.51.100.0/24 is documentation space: no interface here has it.
 */
class BindOptionTest {
    private static final String ELSEWHERE = "198.51.100.7";

    @TempDir
    Path dir;

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
    void beyondLoopbackWithoutAKeystoreIsOneLineNamingWhatToDo() {
        for (String[] args : new String[][]{
                {"load-engine", "--port", "1099", "--bind", "198.51.100.7"},
                {"load-engine", "--port", "1099", "--bind-all"}}) {
            CliRunner run = CliRunner.run(args);
            assertEquals(2, run.exitCode(), run.toString());
            assertEquals(1, run.err().lines().count(), run.toString());
            assertTrue(run.err().contains("is beyond loopback, and without --keystore")
                    && run.err().contains("./repobench load-keys --out DIR"), run.err());
        }
    }

    /** serve takes --bind as load-engine does, and refuses what it refuses, before any server starts. */
    @Test
    void serveRefusesWhatLoadEngineRefusesInOneLine() {
        for (String[] args : new String[][]{
                {"serve", "--target", "fedora-6.1.0", "--bind", "0.0.0.0"},
                {"serve", "--target", "fedora-6.1.0", "--bind", "::"},
                {"serve", "--target", "fedora-6.1.0", "--bind-all", "--bind", "127.0.0.1"},
                {"serve", "--target", "fedora-6.1.0", "--bind", ELSEWHERE}}) {
            CliRunner run = CliRunner.run(args);
            assertEquals(2, run.exitCode(), run.toString());
            assertEquals(1, run.err().lines().count(), run.toString());
            assertTrue(run.err().startsWith("repobench serve: --bind"), run.toString());
            assertFalse(run.out().contains("ready in"), run.toString());
        }
        assertTrue(CliRunner.run("serve", "--target", "fedora-6.1.0", "--bind", "0.0.0.0").err()
                .contains(BindOption.RISK + "; accepted: an IP address or host name of this machine (default"
                        + " 127.0.0.1), or --bind-all where every interface is meant"));
    }

    /** An address no interface here has: one line, not the stack trace of a bind that failed. */
    @Test
    void anAddressThisMachineDoesNotHaveIsOneLineWhateverListens() throws Exception {
        Path keystore = LoadKeys.create(dir).file();
        for (String[] args : new String[][]{
                {"load-engine", "--port", "1099", "--bind", ELSEWHERE, "--keystore", keystore.toString()},
                {"serve", "--target", "fedora-6.1.0", "--bind", ELSEWHERE}}) {
            CliRunner run = CliRunner.run(args);
            assertEquals(2, run.exitCode(), run.toString());
            assertEquals("repobench " + args[0] + ": --bind: '" + ELSEWHERE + "' is no address of this machine: no"
                    + " interface here has it; accepted: an IP address or host name of this machine (default"
                    + " 127.0.0.1)", run.err().strip(), run.toString());
        }
    }

    @Test
    void theRefusalSaysWhyAndNamesTheFlag() {
        CliRunner run = CliRunner.run("load-engine", "--port", "1099", "--bind", "0.0.0.0");
        assertTrue(run.err().contains(BindOption.RISK) && run.err().contains(BindOption.ALL), run.err());
    }
}
