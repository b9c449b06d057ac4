package org.repobench.flame;

import org.repobench.api.FlameNames;
import org.repobench.results.ParamOrder;
import org.repobench.results.ResultKey;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.TreeMap;

/**
 * One recording a fork made of a benchmark's measured iterations ({@code run --flame}), and what it is of, as the
 * fork wrote it beside the recording ({@link FlameNames}).
 *
 * @param file     the recording
 * @param key      the benchmark, mode, threads and params it was made for, as JMH ran them
 * @param server   whether it is of a Fedora server the suite started, not of the fork's own JVM
 * @param profiler which profiler made it, as the fork said
 * @param fallback why the flight recorder made it where async-profiler was asked for; empty otherwise
 */
public record FlameRecording(Path file, ResultKey key, boolean server, String profiler, Optional<String> fallback) {
    /**
     * Reads the file beside a recording.
     *
     * @return empty where it is not complete (a fork killed between the two files)
     */
    static Optional<FlameRecording> read(Path about) {
        String name = about.getFileName().toString();
        Path file = about.resolveSibling(name.substring(0, name.length() - FlameNames.ABOUT_SUFFIX.length())
                + FlameNames.RECORDING_SUFFIX);
        Properties properties = new Properties();
        try (Reader in = Files.newBufferedReader(about, StandardCharsets.UTF_8)) {
            properties.load(in);
        } catch (IOException | IllegalArgumentException e) {
            return Optional.empty();
        }
        String benchmark = properties.getProperty(FlameNames.BENCHMARK);
        if (benchmark == null || !Files.isRegularFile(file)) {
            return Optional.empty();
        }
        Map<String, String> params = new TreeMap<>();
        properties.stringPropertyNames().stream().filter(key -> key.startsWith(FlameNames.PARAM_PREFIX))
                .forEach(key -> params.put(key.substring(FlameNames.PARAM_PREFIX.length()),
                        properties.getProperty(key)));
        int threads;
        try {
            threads = Integer.parseInt(properties.getProperty(FlameNames.THREADS, "1"));
        } catch (NumberFormatException e) {
            threads = 1;
        }
        return Optional.of(new FlameRecording(file, ResultKey.of(benchmark, properties.getProperty(FlameNames.MODE,
                ""), threads, params), FlameNames.SERVER.equals(properties.getProperty(FlameNames.SOURCE)),
                properties.getProperty(FlameNames.PROFILER, "unknown"),
                Optional.ofNullable(properties.getProperty(FlameNames.FALLBACK))));
    }

    /**
     * Whether it was made for the result with this key: the same benchmark, mode and threads, and each of the key's
     * params the same, or not applicable to its target in the results ({@link ParamOrder#NOT_APPLICABLE}, which the
     * launcher writes where JMH ran some value). A param the key lacks (one a comparison matches without, such as the
     * target) does not matter.
     */
    public boolean isOf(ResultKey result) {
        if (!key.benchmark().equals(result.benchmark()) || !key.mode().equals(result.mode())
                || key.threads() != result.threads()) {
            return false;
        }
        return result.params().entrySet().stream().allMatch(p -> ParamOrder.NOT_APPLICABLE.equals(p.getValue())
                || p.getValue().equals(key.params().get(p.getKey())));
    }
}
