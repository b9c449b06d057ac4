package org.repobench.report;

import java.util.List;

/**
 * What a section found, before its charts: a line per finding, computed from the results ({@link FindingText}), and
 * what the brackets in them are, said once under them ("" when no line has one). No line is better than a false one:
 * a section with too little to go on has none.
 */
record Findings(List<String> lines, String legend) {
    static final Findings NONE = new Findings(List.of(), "");
    /** Lines a section shows before the rest are folded under them. */
    static final int SHOWN = 6;

    Findings {
        lines = List.copyOf(lines);
    }

    /** Lines without brackets. */
    static Findings of(List<String> lines) {
        return new Findings(lines, "");
    }
}
