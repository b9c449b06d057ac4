package org.repobench.results;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class NumbersTest {
    @Test
    void threeSignificantDigits() {
        assertEquals("12.3", Numbers.significant(12.345, 3));
        assertEquals("0.0123", Numbers.significant(0.012345, 3));
        assertEquals("1235", Numbers.significant(1234.5, 3));
        assertEquals("n/a", Numbers.significant(Double.NaN, 3));
    }

    @Test
    void errorUsesTheMeansDecimals() {
        assertEquals("12.0 ± 1.5", Numbers.withError(12.0, 1.5));
        assertEquals("12.3 ± n/a", Numbers.withError(12.34, Double.NaN));
    }

    @Test
    void pValues() {
        assertEquals("0.0079", Numbers.pValue(2.0 / 252));
        assertEquals("<0.0001", Numbers.pValue(1e-9));
    }
}
