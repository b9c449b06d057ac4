package org.repobench.report;

import org.junit.jupiter.api.Test;
import org.repobench.results.Metric;
import org.repobench.results.ScoreUnit;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** A cell's second line names what its mean is: JMH's score with its interval, or a plain mean without one. */
class CellFormatTest {
    private static Metric ms(double score, double error) {
        return new Metric(score, error, score - error, score + error, ScoreUnit.parse("ms/op"),
                List.of(new double[] {score}));
    }

    @Test
    void aJmhScoreShowsItsHalfWidth() {
        assertEquals("JMH 387 ± 12", CellFormat.jmh(ms(387, 12)));
    }

    @Test
    void aMeanWithoutAnIntervalIsNotCalledJmhs() {
        assertEquals("mean 387", CellFormat.jmh(ms(387, Double.NaN)));
    }
}
