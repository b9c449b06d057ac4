package org.repobench.compare;

/** Two result files that cannot be compared at all (nothing in common): bad input, never a verdict. */
public class ComparisonException extends RuntimeException {
    public ComparisonException(String message) {
        super(message);
    }
}
