package org.repobench.run;

import org.repobench.api.Target;

import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What a plan says about what its targets lack: each "not applicable" line once, in the order decided, and per
 * target the params its results record as {@link org.repobench.results.ParamOrder#NOT_APPLICABLE}.
 */
final class PlanNotes {
    private final Set<String> lines = new LinkedHashSet<>();
    private final Map<String, Set<String>> inapplicable = new LinkedHashMap<>();

    void notApplicable(Target target, String what) {
        lines.add("# repobench: not applicable to target " + target.cliName() + ": " + what);
    }

    /** A param whose value the target's results do not depend on: recorded as not applicable. */
    void markInapplicable(Target target, String param) {
        inapplicable.computeIfAbsent(target.recorded(), t -> new LinkedHashSet<>()).add(param);
    }

    List<String> lines() {
        return List.copyOf(lines);
    }

    Map<String, Set<String>> inapplicable() {
        Map<String, Set<String>> copy = new LinkedHashMap<>();
        inapplicable.forEach((target, params) -> copy.put(target, Set.copyOf(new LinkedHashSet<>(params))));
        return copy;
    }
}
