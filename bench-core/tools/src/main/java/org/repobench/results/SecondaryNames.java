package org.repobench.results;

/** Secondary metric names: older JMH prefixed profiler metrics with a middle dot, newer versions do not. */
final class SecondaryNames {
    private SecondaryNames() {
    }

    static String normalise(String name) {
        String n = name.strip();
        while (n.startsWith("\u00b7") || n.startsWith("\u2219")) {
            n = n.substring(1);
        }
        return n;
    }
}
