package org.repobench.compare;

import org.repobench.api.MetricNames;

import java.util.Optional;

/**
 * The signals judged beside time, each apart and each able to fail a gate: what each is called in every output, what
 * it holds, and which threshold it is held to.
 */
public enum Signal {
    /** Allocation per operation: nearly deterministic where time is noisy. */
    ALLOCATION("allocation", "allocation", "allocation per operation (" + MetricNames.ALLOCATION
            + ", -prof gc; against a server the suite started, the server's own " + MetricNames.SERVER_ALLOCATION
            + ")") {
        @Override
        double threshold(CompareOptions options) {
            return options.allocationThreshold();
        }
    },
    /** CPU time per operation: leaves out the time a thread waited for a core. */
    CPU("cpu", "CPU", "CPU time per operation (" + MetricNames.CPU_TIME + ", the benchmark threads'; against a server"
            + " the suite started, the server's own " + MetricNames.SERVER_CPU_TIME + ")") {
        @Override
        double threshold(CompareOptions options) {
            return options.threshold();
        }

        @Override
        double pooledThreshold(CompareOptions options) {
            return options.pooledThreshold();
        }
    },
    /**
     * Counted work per operation, the model's documents asked of its store: the same every time for the same code and
     * data, so held to allocation's narrow threshold.
     */
    WORK("work", "counted work", "counted work per operation (" + MetricNames.STORE_DOCUMENTS_READ
            + ", the documents the model asked of its store)") {
        @Override
        double threshold(CompareOptions options) {
            return options.allocationThreshold();
        }

        @Override
        Optional<String> countedMetric() {
            return Optional.of(MetricNames.STORE_DOCUMENTS_READ);
        }
    },
    /** Counted work on a relational store: the statements it sent to its database per operation. */
    STATEMENTS("statements", "statements", "statements per operation (" + MetricNames.STORE_STATEMENTS
            + ", what the model's relational store sent to its database)") {
        @Override
        double threshold(CompareOptions options) {
            return options.allocationThreshold();
        }

        @Override
        Optional<String> countedMetric() {
            return Optional.of(MetricNames.STORE_STATEMENTS);
        }
    };

    private final String label;
    private final String heading;
    private final String description;

    Signal(String label, String heading, String description) {
        this.label = label;
        this.heading = heading;
        this.description = description;
    }

    /** Its name in tables, JSON fields and the gate's signals line. */
    public String label() {
        return label;
    }

    /** Its name at the head of a column. */
    public String heading() {
        return heading;
    }

    /** What it measures and where from, for a table's or a chart's title. */
    public String description() {
        return description;
    }

    /** The signal of this label, as {@link #label} gives it; empty for time and anything else. */
    public static Optional<Signal> byLabel(String label) {
        for (Signal signal : values()) {
            if (signal.label.equals(label)) {
                return Optional.of(signal);
            }
        }
        return Optional.empty();
    }

    /** The threshold of its row that pools every benchmark: time's pooled one for CPU time, else its own. */
    double pooledThreshold(CompareOptions options) {
        return threshold(options);
    }

    /** How much worse a significant change must possibly be to be a regression. */
    abstract double threshold(CompareOptions options);

    /** The metric of a counted signal, judged wherever both sides have it; empty for the others. */
    Optional<String> countedMetric() {
        return Optional.empty();
    }
}
