package org.repobench.compare;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repobench.api.MetricNames;
import org.repobench.results.JmhJsonBuilder;
import org.repobench.results.JmhJsonReader;
import org.repobench.results.JmhResult;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Failed writes rise only where a one-sided exact test says so, never because head's mean is above base's. */
class WriteFailuresTest {
    private static final double ALPHA = 0.05;

    @TempDir
    Path dir;

    /** Four forks of three iterations, fork k's iterations failing {@code failed[k]} writes each. */
    private JmhResult run(String name, double... failed) throws IOException {
        List<double[]> iterations = new ArrayList<>();
        for (double f : failed) {
            iterations.add(new double[]{f, f, f});
        }
        Path file = new JmhJsonBuilder().result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op").forkMeans(10, 10, 10, 10)
                .secondaryForks(MetricNames.FAILURES, "#", iterations).and().write(dir.resolve(name));
        return JmhJsonReader.read(file).get(0);
    }

    @Test
    void aFewOnEachSideAtTheSameRateDoNotRise() throws IOException {
        WriteFailures same = WriteFailures.between(run("b.json", 1, 0, 0, 1), run("h.json", 0, 1, 1, 1), ALPHA);
        assertTrue(same.head() > same.base(), "head's mean is higher");
        assertFalse(same.rose(), same.toString());
        // 6 against 9 of 15, each head's with probability 1/2: P(X >= 9) = 0.3036
        assertEquals(0.3036, same.p(), 1e-4);
        assertTrue(same.notSignificant().orElseThrow().contains("p 0.3036, not below alpha 0.05"),
                same.notSignificant().toString());
    }

    @Test
    void noneAgainstManyRises() throws IOException {
        WriteFailures more = WriteFailures.between(run("b.json", 0, 0, 0, 0), run("h.json", 2, 3, 2, 2), ALPHA);
        assertTrue(more.rose(), more.toString());
        assertEquals(Math.pow(0.5, 27), more.p(), 1e-12);
        assertTrue(more.note().contains("0 against 27 over 12 and 12 iterations, p <0.0001): a regression"),
                more.note());
        assertFalse(WriteFailures.between(run("n.json", 0, 0, 0, 0), run("m.json", 0, 0, 0, 0), ALPHA).rose());
    }
}
