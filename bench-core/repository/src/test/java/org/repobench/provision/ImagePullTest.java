package org.repobench.provision;

import org.junit.jupiter.api.Test;
import org.repobench.store.settings.Environment;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An image is used where the engine has it, pulled within the bound where it has not (said every 30 s), and where it
 * cannot be had, one line names it and what to do: never a silent wait. On a clock of the test's own.
 */
class ImagePullTest {
    private static final String HOW_TO = "build a stand-in with docker/images.sh and set REPOBENCH_IMAGE_POSTGRESQL="
            + "repobench/postgres-debian:15";

    /** An engine whose pulls end after {@code pullTakes} on the test's clock, or are refused with {@code refusal}. */
    private static final class FakeEngine implements ImagePull.Engine {
        final boolean has;
        final Duration pullTakes;
        final String refusal;
        long now;
        final List<String> pulled = new ArrayList<>();
        boolean closed;

        FakeEngine(boolean has, Duration pullTakes, String refusal) {
            this.has = has;
            this.pullTakes = pullTakes;
            this.refusal = refusal;
        }

        @Override
        public boolean has(String image) {
            return has;
        }

        @Override
        public ImagePull.Pull pull(String image) {
            pulled.add(image);
            long started = now;
            return new ImagePull.Pull() {
                @Override
                public boolean await(Duration most) throws ServerStartException {
                    if (refusal != null) {
                        throw new ServerStartException(refusal);
                    }
                    long done = started + pullTakes.toNanos();
                    if (now + most.toNanos() >= done) {
                        now = Math.max(now, done);
                        return true;
                    }
                    now += most.toNanos();
                    return false;
                }

                @Override
                public long bytes() {
                    return (now - started) / 1_000_000_000L * 1024 * 1024;   // a megabyte a second
                }

                @Override
                public void close() {
                    closed = true;
                }
            };
        }
    }

    private final ByteArrayOutputStream said = new ByteArrayOutputStream();

    private ImagePull pull(FakeEngine engine, Duration bound) {
        return new ImagePull(engine, bound, () -> engine.now, new PrintStream(said, true, StandardCharsets.UTF_8));
    }

    private List<String> lines() {
        return said.toString(StandardCharsets.UTF_8).lines().toList();
    }

    @Test
    void anImageTheEngineHasIsNotPulled() throws Exception {
        FakeEngine engine = new FakeEngine(true, Duration.ZERO, null);
        pull(engine, ImagePull.DEFAULT).ensure("postgres:15", HOW_TO);
        assertEquals(List.of(), engine.pulled);
        assertEquals(List.of(), lines());
    }

    @Test
    void aPullThatEndsInTimeIsSaidAndEverythingGoesOn() throws Exception {
        FakeEngine engine = new FakeEngine(false, Duration.ofSeconds(45), null);
        pull(engine, ImagePull.DEFAULT).ensure("postgres:15", HOW_TO);
        assertEquals(List.of("postgres:15"), engine.pulled);
        assertEquals(List.of("# repobench: pulling postgres:15 (at most 60 s, REPOBENCH_IMAGE_PULL_TIMEOUT)",
                "# repobench: still pulling postgres:15 after 30 s (30.0 MB so far)"), lines());
        assertTrue(engine.closed);
    }

    @Test
    void aPullPastTheBoundIsGivenUpWithOneLineNamingTheImageTheSettingAndTheScript() {
        FakeEngine engine = new FakeEngine(false, Duration.ofHours(1), null);
        ServerStartException e = assertThrows(ServerStartException.class,
                () -> pull(engine, ImagePull.DEFAULT).ensure("postgres:15", HOW_TO));
        assertEquals("postgres:15 is not on the Docker engine and was not pulled within 60 s (60.0 MB downloaded); "
                + HOW_TO, e.getMessage());
        assertFalse(e.getMessage().contains("\n"));
        assertEquals(Duration.ofSeconds(60).toNanos(), engine.now, "no longer than the bound");
        assertTrue(engine.closed, "the pull is given up");
        assertEquals(2, lines().size(), "one line when it starts, one after 30 s: " + lines());
    }

    @Test
    void aBoundShorterThanAStepSaysNothingBetween() {
        FakeEngine engine = new FakeEngine(false, Duration.ofHours(1), null);
        assertThrows(ServerStartException.class, () -> pull(engine, Duration.ofSeconds(10)).ensure("postgres:15",
                HOW_TO));
        assertEquals(List.of("# repobench: pulling postgres:15 (at most 10 s, REPOBENCH_IMAGE_PULL_TIMEOUT)"),
                lines());
    }

    @Test
    void aRefusedPullSaysTheEnginesAnswerAtOnce() {
        FakeEngine engine = new FakeEngine(false, Duration.ZERO,
                "Get \"https://registry-1.docker.io/v2/\": lookup registry-1.docker.io: no such host");
        ServerStartException e = assertThrows(ServerStartException.class,
                () -> pull(engine, ImagePull.DEFAULT).ensure("postgres:15", HOW_TO));
        assertEquals("postgres:15 is not on the Docker engine and the pull failed: Get"
                + " \"https://registry-1.docker.io/v2/\": lookup registry-1.docker.io: no such host; " + HOW_TO,
                e.getMessage());
        assertEquals(0, engine.now);
    }

    @Test
    void aBoundOfZeroNeverPulls() {
        FakeEngine engine = new FakeEngine(false, Duration.ZERO, null);
        ServerStartException e = assertThrows(ServerStartException.class,
                () -> pull(engine, Duration.ZERO).ensure("mysql:8.0", HOW_TO));
        assertTrue(e.getMessage().startsWith("mysql:8.0 is not on the Docker engine and"
                + " REPOBENCH_IMAGE_PULL_TIMEOUT=0 pulls nothing; "), e.getMessage());
        assertEquals(List.of(), engine.pulled);
    }

    @Test
    void theBoundIsASettingInSecondsCheckedInOneLine() throws Exception {
        assertEquals(ImagePull.DEFAULT, ImagePull.bound(Environment.of(Map.of(), Map.of())));
        assertEquals(Duration.ofSeconds(5), ImagePull.bound(Environment.of(Map.of(),
                Map.of(ImagePull.SETTING, "5"))));
        ServerStartException e = assertThrows(ServerStartException.class, () -> ImagePull.bound(
                Environment.of(Map.of(ImagePull.SETTING, "soon"), Map.of())));
        assertEquals("REPOBENCH_IMAGE_PULL_TIMEOUT='soon' is not a number of seconds; accepted: a whole number from 0"
                + " (never pull) to 3600, 60 when unset", e.getMessage());
    }
}
