package org.repobench.flame;

import jdk.jfr.Configuration;
import jdk.jfr.Recording;
import org.repobench.api.FlameNames;
import org.repobench.results.ResultKey;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.ParseException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Real recordings for the pages' tests, made once per JVM in this one: a second of a loop in
 * {@link #flameBaseLoop} and a second of {@link #flameHeadLoop}, filed as a fork's recording of a result would be.
 */
public final class FlameFixtures {
    public static final String BASE_METHOD = "flameBaseLoop";
    public static final String HEAD_METHOD = "flameHeadLoop";
    /**
     * What of each method's name async-profiler's interactive page surely spells out: it keeps its names sorted, each
     * written as what differs from the one before, so {@code flameHeadLoop} after {@code flameBaseLoop} is
     * {@code HeadLoop}.
     */
    public static final String BASE_IN_PAGE = "BaseLoop";
    public static final String HEAD_IN_PAGE = "HeadLoop";
    private static final Duration LENGTH = Duration.ofMillis(1000);
    private static final AtomicInteger FILED = new AtomicInteger();
    private static Path base;
    private static Path head;
    /** Keeps the loops' work from being optimized away. */
    private static volatile Object sink;

    private FlameFixtures() {
    }

    /** A recording of the base loop filed for {@code key} under {@code directory}, as a fork files it. */
    public static void fileBase(Path directory, ResultKey key, boolean server) {
        file(directory, key, server, recordings()[0]);
    }

    /** A recording of the head loop filed for {@code key} under {@code directory}. */
    public static void fileHead(Path directory, ResultKey key, boolean server) {
        file(directory, key, server, recordings()[1]);
    }

    private static void file(Path directory, ResultKey key, boolean server, Path recording) {
        try {
            Files.createDirectories(directory);
            String name = key.shortName() + "-" + FILED.incrementAndGet();
            Files.copy(recording, directory.resolve(name + FlameNames.RECORDING_SUFFIX));
            Properties about = new Properties();
            about.setProperty(FlameNames.BENCHMARK, key.benchmark());
            about.setProperty(FlameNames.MODE, key.mode());
            about.setProperty(FlameNames.THREADS, Integer.toString(key.threads()));
            key.params().forEach((param, value) -> about.setProperty(FlameNames.PARAM_PREFIX + param, value));
            about.setProperty(FlameNames.SOURCE, server ? FlameNames.SERVER : FlameNames.MODEL);
            about.setProperty(FlameNames.PROFILER, "JFR (the JDK's flight recorder)");
            try (Writer out = Files.newBufferedWriter(directory.resolve(name + FlameNames.ABOUT_SUFFIX),
                    StandardCharsets.UTF_8)) {
                about.store(out, null);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static synchronized Path[] recordings() {
        if (base == null) {
            try {
                Path dir = Files.createTempDirectory("repobench-flame-fixtures");
                dir.toFile().deleteOnExit();
                base = record(dir.resolve("base.jfr"), true);
                head = record(dir.resolve("head.jfr"), false);
                base.toFile().deleteOnExit();
                head.toFile().deleteOnExit();
            } catch (IOException | ParseException e) {
                throw new IllegalStateException("cannot record the fixtures' loops", e);
            }
        }
        return new Path[] {base, head};
    }

    private static Path record(Path file, boolean isBase) throws IOException, ParseException {
        try (Recording jfr = new Recording(Configuration.getConfiguration("profile"))) {
            jfr.enable("jdk.ExecutionSample").withPeriod(Duration.ofMillis(10));
            jfr.disable("jdk.NativeMethodSample");
            jfr.start();
            long end = System.nanoTime() + LENGTH.toNanos();
            while (System.nanoTime() < end) {
                sink = isBase ? flameBaseLoop(10_000) : flameHeadLoop(10_000);
            }
            jfr.stop();
            jfr.dump(file);
        }
        return file;
    }

    static List<String> flameBaseLoop(int n) {
        List<String> kept = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            kept.add(Integer.toHexString(i * 17));
        }
        return kept;
    }

    static List<String> flameHeadLoop(int n) {
        List<String> kept = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            kept.add(Long.toString(i * 31L) + i);
        }
        return kept;
    }
}
