package org.repobench.jmh;

import org.junit.jupiter.api.Test;
import org.repobench.ldp.fedora.CompilerCpu;
import org.repobench.ldp.fedora.ServerProcess;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongFunction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ServerWarmupTest {
    private static final Duration MS = Duration.ofMillis(1);

    @Test
    void aWindowIsJudgedOnlyOnceLongEnoughAndBusyEnough() {
        assertSame(CompilerQuiet.Reading.TOO_SHORT, CompilerQuiet.read(MS.multipliedBy(999), 50, Duration.ZERO));
        assertSame(CompilerQuiet.Reading.TOO_SHORT, CompilerQuiet.read(Duration.ofSeconds(5), 2, Duration.ZERO),
                "a window needs a few operations: one 10,000-member GET is not a judgement");
        assertSame(CompilerQuiet.Reading.QUIET, CompilerQuiet.read(Duration.ofSeconds(1), 3, MS.multipliedBy(50)));
        assertSame(CompilerQuiet.Reading.COMPILING,
                CompilerQuiet.read(Duration.ofSeconds(1), 3, MS.multipliedBy(60)), "6 ticks in a second: still busy");
        assertSame(CompilerQuiet.Reading.QUIET, CompilerQuiet.read(Duration.ofSeconds(2), 9, MS.multipliedBy(100)));
    }

    @Test
    void theLongestWarmUpIsChecked() {
        assertThrows(IllegalArgumentException.class, () -> new CompilerQuiet(Duration.ZERO));
        assertThrows(IllegalArgumentException.class, () -> new CompilerQuiet(Duration.ofSeconds(601)));
        assertTrue(new CompilerQuiet(Duration.ofSeconds(30)).mayGoOn(Duration.ofSeconds(29)));
        assertTrue(!new CompilerQuiet(Duration.ofSeconds(30)).mayGoOn(Duration.ofSeconds(30)));
    }

    /** Operations of 100 ms; the compiler busy for 300 ms a second for the first 3 s, then 20 ms a second. */
    @Test
    void itRunsUntilTheCompilerIsQuietAndSaysHowLong() throws Exception {
        ByteArrayOutputStream said = new ByteArrayOutputStream();
        ServerWarmup warmup = warmup(30, said);
        assertEquals(40, getsOf100Ms(warmup, ServerWarmupTest::compiler), "3 busy windows, then the first quiet one");
        assertEquals(4.0, warmup.seconds().orElseThrow(), 1e-9);
        assertTrue(said.toString(StandardCharsets.UTF_8).contains("warmed the server with 40 GETs in 4.0 s: its"
                + " compiler is quiet"), said.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aCompilerThatNeverQuietensIsMeasuredAsItIsAfterTheLongestWarmUp() throws Exception {
        ByteArrayOutputStream said = new ByteArrayOutputStream();
        ServerWarmup warmup = warmup(5, said);
        assertEquals(50, getsOf100Ms(warmup, nanos -> new CompilerCpu(Map.of(7L, Duration.ofNanos(nanos / 2)))));
        assertEquals(5.0, warmup.seconds().orElseThrow(), 1e-9);
        assertTrue(said.toString(StandardCharsets.UTF_8).contains("its compiler still works (50 % of a core over the"
                + " last 1.0 s); measured as it is"), said.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aFailingOperationFailsTheWarmUp() {
        ServerWarmup warmup = warmup(30, new ByteArrayOutputStream());
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> warmup.run("GET", () -> {
            throw new IllegalStateException("expected 1000 member triples, got 999");
        }, () -> new CompilerCpu(Map.of()), () -> 0L));
        assertEquals("expected 1000 member triples, got 999", e.getMessage());
        assertTrue(warmup.seconds().isEmpty());
    }

    @Test
    void withoutTheSettingOrAProcessNothingRuns() throws Exception {
        AtomicInteger operations = new AtomicInteger();
        ServerWarmup.none().run("GET", operations::incrementAndGet);
        new ServerWarmup(Optional.of(new CompilerQuiet(Duration.ofSeconds(5))), Optional.empty(),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8))
                .run("GET", operations::incrementAndGet);
        new ServerWarmup(Optional.empty(), Optional.of(new ServerProcess(ProcessHandle.current().pid(),
                Path.of(System.getProperty("java.home")))), System.out).run("GET", operations::incrementAndGet);
        assertEquals(0, operations.get());
    }

    /** Warms with GETs of 100 ms each on a clock of the test's own; the compiler's CPU as a function of it. */
    private static int getsOf100Ms(ServerWarmup warmup, LongFunction<CompilerCpu> compiler) throws Exception {
        AtomicLong now = new AtomicLong();
        AtomicInteger operations = new AtomicInteger();
        warmup.run("GET", () -> {
            operations.incrementAndGet();
            now.addAndGet(Duration.ofMillis(100).toNanos());
        }, () -> compiler.apply(now.get()), now::get);
        return operations.get();
    }

    private static ServerWarmup warmup(int seconds, ByteArrayOutputStream said) {
        return new ServerWarmup(Optional.of(new CompilerQuiet(Duration.ofSeconds(seconds))), Optional.empty(),
                new PrintStream(said, true, StandardCharsets.UTF_8));
    }

    /** 300 ms of compiling a second up to 3 s, then 20 ms a second. */
    private static CompilerCpu compiler(long nanos) {
        long busy = Math.min(nanos, 3_000_000_000L);
        long quiet = Math.max(0, nanos - 3_000_000_000L);
        return new CompilerCpu(Map.of(11L, Duration.ofNanos(busy * 3 / 10 + quiet / 50)));
    }
}
