package org.repobench.workload;

import org.repobench.fixture.FixtureVerificationException;

/** The one check every timed GET makes, in process and over HTTP alike: exactly the expected member triples. */
final class Expected {
    private Expected() {
    }

    static void members(long counted, int expected, int size, String path, Workload workload, String what) {
        if (counted != expected) {
            throw new FixtureVerificationException(what + ": the GET of " + path + " holds " + counted + " <"
                    + workload.memberPredicate().getURI() + "> triples, expected exactly " + expected
                    + (expected == size ? "" : " (its Prefer leaves them out)"));
        }
    }
}
