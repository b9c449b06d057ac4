package org.repobench.report;

import java.util.List;

/**
 * One table cell: a headline figure and the smaller facts that go with it (its spread, JMH's error, the per-member
 * cost). HTML puts them on lines under the headline; Markdown in brackets after it.
 */
record Cell(String main, List<String> extra) {
    static final Cell EMPTY = new Cell("\u2014", List.of());

    Cell {
        extra = List.copyOf(extra);
    }

    static Cell of(String text) {
        return new Cell(text, List.of());
    }
}
