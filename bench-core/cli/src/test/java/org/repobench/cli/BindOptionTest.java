package org.repobench.cli;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Where the load commands listen: every interface only when asked for by name ({@code --bind-all}); beyond loopback
 * only with a keystore, since anyone who reached an engine without one could run code on it. Nothing here listens
 * (the load command's refusals are in LoadEndToEndTest, where its cycles are on the class path).
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

    @Test
    void theRefusalSaysWhyAndNamesTheFlag() {
        CliRunner run = CliRunner.run("load-engine", "--port", "1099", "--bind", "0.0.0.0");
        assertTrue(run.err().contains(BindOption.RISK) && run.err().contains(BindOption.ALL), run.err());
    }
}
