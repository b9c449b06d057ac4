package org.repobench.compare;

import org.repobench.api.MetricNames;
import org.repobench.results.JmhResult;
import org.repobench.results.RunSettings;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Run settings that differ between base and head. Iteration counts and times are not params, so they do not stop a
 * pairing (threads do: they are part of the key), but a difference in them changes what was measured and a reader must
 * know. So must a server warmed until its compiler was quiet on one side only ({@code --warm-server}): it alone moved
 * the 1,000-member GETs by a third.
 */
final class SettingsDiff {
    private SettingsDiff() {
    }

    static List<String> between(JmhResult base, JmhResult head) {
        RunSettings b = base.settings();
        RunSettings h = head.settings();
        List<String> diffs = new ArrayList<>();
        add(diffs, "warmup iterations", b.warmupIterations(), h.warmupIterations());
        add(diffs, "warmup time", b.warmupTime(), h.warmupTime());
        add(diffs, "measurement iterations", b.measurementIterations(), h.measurementIterations());
        add(diffs, "measurement time", b.measurementTime(), h.measurementTime());
        add(diffs, "batch size", b.measurementBatchSize(), h.measurementBatchSize());
        add(diffs, "JDK", base.jvm().jdkVersion(), head.jvm().jdkVersion());
        add(diffs, "server warmed until its compiler was quiet (--warm-server)", warmed(base), warmed(head));
        return diffs.isEmpty() ? diffs : List.of("run settings differ: " + String.join(", ", diffs));
    }

    private static String warmed(JmhResult result) {
        return result.secondary().containsKey(MetricNames.SERVER_WARMUP_TIME) ? "yes" : "no";
    }

    private static void add(List<String> diffs, String what, Object base, Object head) {
        if (!Objects.equals(base, head)) {
            diffs.add(what + " " + base + " -> " + head);
        }
    }
}
