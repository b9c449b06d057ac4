package org.repobench.versioning;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.repobench.fixture.FixtureVerificationException;
import org.repobench.jmh.StoreUnderTest;
import org.repobench.repository.version.ChildVersioning;
import org.repobench.store.StoreKind;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The checks the many-versions states make after each iteration, on the model's copy of their fixture (two
 * datastreams, two versions made): the right counts pass, a wrong one fails the benchmark.
 */
class HistoryChecksTest {
    private StoreUnderTest store;
    private ModelHistory history;

    @BeforeEach
    void makeTwoVersions() throws Exception {
        store = new StoreUnderTest();
        store.store = StoreKind.FILE;
        store.open();
        history = ModelHistory.open(store, new VersionedTreeFixture(DescendantType.BINARY, 2, 1,
                ChildVersioning.VERSION, Versionable.TRUE));
        history.newVersion(LongHistory.OLDEST);
        history.newVersion("v2");
    }

    @AfterEach
    void close() throws Exception {
        try {
            history.close();
        } finally {
            store.close();
        }
    }

    @Test
    void aGrowingHistoryListingAVersionTooFewFails() throws Exception {
        GrowingHistory.requireListed(history, 2);
        FixtureVerificationException wrong = assertThrows(FixtureVerificationException.class,
                () -> GrowingHistory.requireListed(history, 3));
        assertTrue(wrong.getMessage().contains("lists 2 versions after 3 were made"), wrong.getMessage());
    }

    @Test
    void aLongHistoryWithAVersionOrADatastreamTooFewFails() throws Exception {
        LongHistory.requireWhole(history, 2, 2);
        FixtureVerificationException versions = assertThrows(FixtureVerificationException.class,
                () -> LongHistory.requireWhole(history, 3, 2));
        assertTrue(versions.getMessage().contains("lists 2 versions; expected 3"), versions.getMessage());
        FixtureVerificationException datastreams = assertThrows(FixtureVerificationException.class,
                () -> LongHistory.requireWhole(history, 2, 3));
        assertTrue(datastreams.getMessage().contains("oldest version of the many-versions container lists 2"
                + " datastreams; expected 3"), datastreams.getMessage());
    }
}
