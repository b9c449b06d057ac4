package org.repobench.bisect;

import java.util.OptionalDouble;

/** Short hand for the tests' measured values. */
final class OptionalValues {
    private OptionalValues() {
    }

    static OptionalDouble of(double value) {
        return OptionalDouble.of(value);
    }
}
