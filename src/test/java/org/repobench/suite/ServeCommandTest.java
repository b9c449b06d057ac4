package org.repobench.suite;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.repobench.cli.CliRunner;
import org.repobench.cli.OwnFixtureCache;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code ./repobench serve}: a managed server on the runs' data until it is stopped; bad input is one line. */
class ServeCommandTest {
    @RegisterExtension
    final OwnFixtureCache fixtures = new OwnFixtureCache();

    @Test
    void fedora475StartsWhereTheRunsKeepItsDataSaysHowToReachItAndStops() {
        CliRunner run = CliRunner.run("serve", "--target", "fedora-4.7.5", "--cacheSize", "50000", "--for", "1");
        assertEquals(0, run.exitCode(), run.toString());
        assertTrue(run.out().contains("ready in") && run.out().contains(fixtures.directory().resolve("ldp")
                .toString()), run.toString());
        assertTrue(run.out().contains("e.g. curl -H 'Accept: text/turtle' http://127.0.0.1:"), run.toString());
    }

    @Test
    void fedora610sPasswordGoesToANetrcFileNotTheScreen() {
        CliRunner run = CliRunner.run("serve", "--target", "fedora-6.1.0", "--for", "1");
        assertEquals(0, run.exitCode(), run.toString());
        assertTrue(run.out().contains("curl --netrc-file "), run.toString());
        assertFalse(run.out().contains("password"), run.toString());
    }

    @Test
    void badInputIsOneLineAndExitCodeTwo() {
        for (String[] args : new String[][]{
                {"serve", "--target", "fedora-5"},
                {"serve", "--target", "fedora-6.1.0", "--cacheSize", "100"},
                {"serve", "--target", "fedora-4.7.5", "--store", "leveldb"},
                {"serve", "--target", "fedora-4.7.5", "--for", "-1"},
                {"serve", "--target", "fedora-6.1.0", "--server-inject", "speed=10%"},
                {"serve", "--target", "fedora-6.1.0", "--server-jvm-args", "-jar other.jar"},
                {"serve"}}) {
            CliRunner run = CliRunner.run(args);
            assertEquals(2, run.exitCode(), run.toString());
            assertEquals(1, run.err().lines().count(), run.toString());
            assertFalse(run.out().contains("ready in"), run.toString());
        }
    }
}
