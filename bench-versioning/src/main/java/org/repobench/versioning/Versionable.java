package org.repobench.versioning;


/** Which resources of the fixture have versioning enabled before the timed version (the seed's "versioning"). */
public enum Versionable {
    /** The root container and every descendant. */
    TRUE,
    /** None: the timed request enables versioning on the root first, as fcrepo's createVersion did. */
    FALSE,
    /** The root container and every other descendant (the 1st, 3rd, ...). */
    HALF;

    boolean root() {
        return this != FALSE;
    }

    /** Whether descendant {@code index} (from 0) is versionable. */
    boolean descendant(int index) {
        return this == TRUE || this == HALF && index % 2 == 0;
    }

    int descendants(int total) {
        return switch (this) {
            case TRUE -> total;
            case FALSE -> 0;
            case HALF -> (total + 1) / 2;
        };
    }

}
