package org.repobench.gate;

import org.repobench.api.MetricNames;
import org.repobench.api.ParamNames;
import org.repobench.results.EnvironmentFile;
import org.repobench.results.JmhJsonWriter;
import org.repobench.results.JmhResult;
import org.repobench.results.Metric;
import org.repobench.results.ResultKey;
import org.repobench.results.ResultSet;
import org.repobench.results.SampleKind;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * One side-by-side step's result ({@code run --side-by-side}) as two, one per server, each as if its fork had measured
 * that server alone: its time per request ({@link MetricNames#SERVER_TIME}, the side-by-side server's under
 * {@link MetricNames#SIDE_BY_SIDE})
 * becomes the primary score, its own CPU and allocation per request its secondary metrics under their usual names,
 * its build its {@code target}, its mode {@link #MEAN_MODE}, and its samples {@link
 * SampleKind#SERVER_START_SIDE_BY_SIDE}. What the client fork measured of itself (its CPU, its allocation) belongs to
 * both servers' requests alike and is left out. {@code compare} then reads the two arms' files as any others, pairing
 * each step's two servers ({@code --by-step}).
 */
final class SideBySideSplit {
    /** A server's own metrics, kept for its arm under their usual names. */
    static final List<String> SERVER_METRICS = List.of(MetricNames.SERVER_CPU_TIME, MetricNames.SERVER_JIT_CPU_TIME,
            MetricNames.SERVER_ALLOCATION, MetricNames.FIRST_BYTE);
    /**
     * JMH's mode of a split entry, whatever the client measured in (the create samples its calls): the score is the
     * mean time of the requests the server served.
     */
    static final String MEAN_MODE = "avgt";
    /** The machine's, the same for both servers of a step. */
    static final List<String> MACHINE_METRICS = List.of(MetricNames.MACHINE_STEAL);

    private SideBySideSplit() {
    }

    /**
     * Splits a step's {@code latest.json} into {@code base.json} and {@code head.json} beside it.
     *
     * @param target the arm whose server was the step's target; the other's was the side-by-side server
     * @return each arm's file
     */
    static Map<Arm, Path> write(Path result, Arm target) throws IOException {
        ResultSet step = ResultSet.load(result);
        String sideBySideRecorded = sideBySideRecorded(result);
        Map<Arm, List<JmhResult>> arms = new EnumMap<>(Arm.class);
        for (JmhResult entry : step.results()) {
            arms.computeIfAbsent(target, arm -> new ArrayList<>()).add(side(entry, "", Optional.empty(), result));
            arms.computeIfAbsent(other(target), arm -> new ArrayList<>()).add(side(entry, MetricNames.SIDE_BY_SIDE,
                    Optional.of(sideBySideRecorded), result));
        }
        Map<Arm, Path> files = new EnumMap<>(Arm.class);
        for (Arm arm : Arm.values()) {
            Path file = result.resolveSibling(arm.label() + ".json");
            files.put(arm, JmhJsonWriter.write(file, ResultSet.of(arms.getOrDefault(arm, List.of()))));
        }
        return files;
    }

    static Arm other(Arm arm) {
        return arm == Arm.BASE ? Arm.HEAD : Arm.BASE;
    }

    /** One server's view of an entry: its metrics, named as one server's, and its target. */
    static JmhResult side(JmhResult entry, String prefix, Optional<String> recorded, Path source) {
        Metric time = entry.secondary(prefix + MetricNames.SERVER_TIME);
        if (time == null) {
            throw new GateException(source + ": " + entry.key().label() + " has no " + prefix
                    + MetricNames.SERVER_TIME + ": its step did not send requests to two servers side by side");
        }
        Map<String, Metric> secondary = new LinkedHashMap<>();
        for (String name : SERVER_METRICS) {
            Optional.ofNullable(entry.secondary(prefix + name)).ifPresent(metric -> secondary.put(name, metric));
        }
        for (String name : MACHINE_METRICS) {
            Optional.ofNullable(entry.secondary(name)).ifPresent(metric -> secondary.put(name, metric));
        }
        ResultKey key = entry.key();
        Map<String, String> params = new TreeMap<>(key.params());
        recorded.ifPresent(value -> params.put(ParamNames.TARGET, value));
        return new JmhResult(ResultKey.of(key.benchmark(), MEAN_MODE, key.threads(), params), entry.jvm(),
                entry.settings().withSample(SampleKind.SERVER_START_SIDE_BY_SIDE), time, secondary, entry.sources());
    }

    /** The {@code target} value of the side-by-side server's build, from the step's environment. */
    private static String sideBySideRecorded(Path result) {
        Optional<Path> environment = EnvironmentFile.besides(result);
        String key = EnvironmentFile.SIDE_BY_SIDE + "." + EnvironmentFile.RECORDED;
        return environment.map(EnvironmentFile::read).map(entries -> entries.get(key))
                .orElseThrow(() -> new GateException(result + ": its environment names no side-by-side server's build ("
                        + key + "): its step did not run with two servers side by side"));
    }
}
