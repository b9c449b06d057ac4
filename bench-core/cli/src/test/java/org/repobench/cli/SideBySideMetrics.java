package org.repobench.cli;

import com.fasterxml.jackson.databind.JsonNode;
import org.repobench.api.MetricNames;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** What a run with a side-by-side server ({@code run --side-by-side}) reports of each of its two servers. */
public final class SideBySideMetrics {
    private SideBySideMetrics() {
    }

    /** Each server's own time, CPU and allocation per request it served, apart, in a result's secondary metrics. */
    public static void assertEachServerMeasured(JsonNode secondary) {
        for (String name : new String[]{MetricNames.SERVER_TIME, MetricNames.SERVER_CPU_TIME,
                MetricNames.SERVER_ALLOCATION}) {
            assertTrue(secondary.path(name).path("score").asDouble() > 0, name + ": " + secondary);
            assertTrue(secondary.path(MetricNames.SIDE_BY_SIDE + name).path("score").asDouble() > 0,
                    MetricNames.SIDE_BY_SIDE + name + ": " + secondary);
        }
    }
}
