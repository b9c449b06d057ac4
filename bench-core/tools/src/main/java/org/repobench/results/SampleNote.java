package org.repobench.results;

import org.repobench.api.ParamNames;

import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The line that says what the samples of some results are, under a table of their intervals: once, where every
 * result agrees ("samples: server start (a fresh server and a fresh JVM each)"), else each kind with the targets whose
 * results it is ("samples: fork (a fresh JVM each) for MODEL; server start (...) for FEDORA_6_1_0").
 */
public final class SampleNote {
    /** How the line starts, so a reader (or a test) can find it. */
    public static final String PREFIX = "samples: ";

    private SampleNote() {
    }

    /** The line for these kinds (a comparison's, whose sides say their own counts); empty for none. */
    public static String ofKinds(List<SampleKind> kinds) {
        return kinds.isEmpty() ? "" : PREFIX + kinds.stream().map(SampleKind::describe)
                .collect(Collectors.joining("; "));
    }

    /** The line for these results; empty for none. */
    public static String of(Collection<JmhResult> results) {
        if (results.isEmpty()) {
            return "";
        }
        Map<SampleKind, Set<String>> targets = new LinkedHashMap<>();
        for (JmhResult r : results) {
            targets.computeIfAbsent(r.settings().sample(), k -> new LinkedHashSet<>())
                    .add(r.params().getOrDefault(ParamNames.TARGET, "results without a target"));
        }
        if (targets.isEmpty()) {
            return "";
        }
        if (targets.size() == 1) {
            return PREFIX + targets.keySet().iterator().next().describe();
        }
        return PREFIX + targets.entrySet().stream()
                .map(e -> e.getKey().describe() + " for " + String.join(", ", e.getValue()))
                .collect(Collectors.joining("; "));
    }
}
