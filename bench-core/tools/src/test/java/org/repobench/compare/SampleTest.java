package org.repobench.compare;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A side's statistics as the tables print them: the mean, the n − 1 standard deviation, the median. */
class SampleTest {
    @Test
    void statisticsOfForkMeans() {
        Sample sample = new Sample(new double[]{4, 1, 3, 2});
        assertEquals(2.5, sample.mean(), 1e-12);
        assertEquals(Math.sqrt(5.0 / 3), sample.sd(), 1e-12);
        assertEquals(2.5, sample.median(), 1e-12);
        assertEquals(3, new Sample(new double[]{5, 3, 1}).median(), 1e-12);
    }

    @Test
    void tooFewValuesGiveNotANumber() {
        assertTrue(Double.isNaN(new Sample(new double[]{7}).sd()), "one fork has no spread");
        Sample none = new Sample(new double[0]);
        assertTrue(Double.isNaN(none.mean()) && Double.isNaN(none.median()) && Double.isNaN(none.sd()));
    }

    @Test
    void theValuesAreCopiedInAndOut() {
        double[] values = {1, 2};
        Sample sample = new Sample(values);
        values[0] = 9;
        sample.values()[1] = 9;
        assertEquals(1.5, sample.mean(), 1e-12);
    }
}
