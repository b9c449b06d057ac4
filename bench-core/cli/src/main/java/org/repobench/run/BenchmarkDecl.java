package org.repobench.run;

import org.openjdk.jmh.runner.BenchmarkListEntry;

import java.util.Map;

/**
 * A selected benchmark as the plan sees it: its name and the params it declares with their defaults. JMH's own
 * {@link BenchmarkListEntry} carries much more and cannot be made without a build; this one a test makes in a line.
 *
 * @param name   the benchmark's full name ("org.repobench.members.ManyMembersBenchmark.warmGet")
 * @param params the {@code @Param} names it declares, each with its default values
 */
record BenchmarkDecl(String name, Map<String, String[]> params) {
    private static final String COLD_GET = "coldGet";
    /** The exclude pattern that leaves out every cold GET, which a server cannot run. */
    static final String COLD_GETS = "\\." + COLD_GET + "$";

    static BenchmarkDecl of(BenchmarkListEntry entry) {
        return new BenchmarkDecl(entry.getUsername(), entry.getParams().orElse(Map.of()));
    }

    boolean declares(String param) {
        return params.containsKey(param);
    }

    /** A cold GET restarts its repository before every iteration, which a server cannot. */
    boolean isColdGet() {
        return name.endsWith("." + COLD_GET);
    }

    /** "ManyMembersBenchmark.warmGet". */
    String shortName() {
        return name.substring(name.lastIndexOf('.', name.lastIndexOf('.') - 1) + 1);
    }

    /** The exclude pattern that leaves out exactly this benchmark. */
    String excluding() {
        return Pass.excluding(name);
    }
}
