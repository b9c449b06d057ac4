package org.repobench.compare;

import org.junit.jupiter.api.Test;
import org.repobench.api.MetricNames;
import org.repobench.results.JmhResult;
import org.repobench.results.JvmInfo;
import org.repobench.results.Metric;
import org.repobench.results.ResultKey;
import org.repobench.results.RunSettings;
import org.repobench.results.SampleKind;
import org.repobench.results.ScoreUnit;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;

class SettingsDiffTest {
    private static final Metric ONE = new Metric(1, Double.NaN, Double.NaN, Double.NaN, ScoreUnit.parse("ms/op"),
            List.of(new double[]{1}));

    private static JmhResult result(int warmups, boolean serverWarmed) {
        return new JmhResult(new ResultKey("b.warmGet", "avgt", 1, new TreeMap<>()),
                new JvmInfo("1.37", "java", "17.0.15", "OpenJDK", "17.0.15", List.of()),
                new RunSettings(1, 1, SampleKind.SERVER_START, warmups, "1 s", 1, 3, "1 s", 1), ONE,
                serverWarmed ? Map.of(MetricNames.SERVER_WARMUP_TIME, ONE) : Map.of(), List.of());
    }

    @Test
    void theSameSettingsSayNothing() {
        assertEquals(List.of(), SettingsDiff.between(result(4, true), result(4, true)));
        assertEquals(List.of(), SettingsDiff.between(result(4, false), result(4, false)));
    }

    @Test
    void aServerWarmedOnOneSideOnlyIsSaidBesideTheOtherSettings() {
        assertEquals(List.of("run settings differ: warmup iterations 4 -> 1, server warmed until its compiler was"
                + " quiet (--warm-server) no -> yes"), SettingsDiff.between(result(4, false), result(1, true)));
    }
}
