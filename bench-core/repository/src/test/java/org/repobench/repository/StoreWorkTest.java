package org.repobench.repository;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.MethodSource;
import org.repobench.repository.model.Vocabulary;
import org.repobench.repository.read.Prefer;
import org.repobench.repository.write.ResourceWriter;
import org.repobench.store.StoreKind;
import org.repobench.store.StoreWork;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.repobench.repository.RepositoryTestSupport.count;
import static org.repobench.repository.RepositoryTestSupport.get;

/**
 * The counted work ({@link StoreWork}) is what the counted-work signal needs: the same GET on the same data asks the
 * same documents of every store, after every reopening; a GET of more members asks for more; the bytes read are
 * counted where the store can count them (file, LevelDB) and said to be uncounted where it cannot (the relational
 * stores), which count the statements they send instead.
 */
@ParameterizedClass(name = "{0}")
@MethodSource("org.repobench.repository.RepositoryTestSupport#stores")
class StoreWorkTest {
    private static final int CHILDREN = 30;

    @Parameter
    StoreKind kind;
    @RegisterExtension
    final RepositoryTestSupport.OpenRepository store = new RepositoryTestSupport.OpenRepository(() -> kind);

    @Test
    void aColdGetAsksTheSameDocumentsEveryTimeAndMoreForMoreChildren() throws Exception {
        try (ResourceWriter writer = store.repository().writer(1)) {
            writer.put("/small", "");
            writer.put("/large", "");
            for (int i = 0; i < CHILDREN; i++) {
                writer.post("/large", "");
                if (i % 3 == 0) {
                    writer.post("/small", "");
                }
            }
            writer.save();
        }
        StoreWork.Counts first = coldGet("/large", CHILDREN);
        StoreWork.Counts second = coldGet("/large", CHILDREN);
        StoreWork.Counts small = coldGet("/small", CHILDREN / 3);

        assertTrue(first.documents() > CHILDREN, "a cold GET of " + CHILDREN + " children reads each: " + first);
        assertEquals(first.documents(), second.documents(), "the same cold GET twice");
        assertTrue(small.documents() < first.documents(), "fewer children, fewer documents: " + small + " vs "
                + first);
        // where a store cannot count: -1 in a JVM where no other store ran (a fork); here other tests' stores counted,
        // and this one added nothing
        if (kind.isDatabase()) {
            assertTrue(first.bytes() <= 0, "a relational store's bytes are not counted: " + first);
            assertTrue(first.statements() > 0, "a relational store's statements are: " + first);
            assertEquals(first.statements(), second.statements(), "the same cold GET twice");
        } else {
            assertTrue(first.bytes() > 0, "a cold GET reads bytes from the store's files: " + first);
            assertTrue(first.statements() <= 0, "no statements without a database: " + first);
        }
    }

    @Test
    void aWarmGetAsksNoMoreThanACold() throws Exception {
        try (ResourceWriter writer = store.repository().writer(1)) {
            writer.put("/parent", "");
            for (int i = 0; i < CHILDREN; i++) {
                writer.post("/parent", "");
            }
            writer.save();
        }
        StoreWork.Counts cold = coldGet("/parent", CHILDREN);
        StoreWork.Counts before = StoreWork.now();
        assertEquals(CHILDREN, count(get(store.repository(), "/parent", Prefer.DEFAULT), Vocabulary.LDP_CONTAINS));
        StoreWork.Counts warm = StoreWork.now().since(before);
        assertTrue(warm.documents() >= 0 && warm.documents() <= cold.documents(), "warm " + warm + ", cold " + cold);
    }

    /** A reading taken before any store counted holds nothing: what is counted later is all since then. */
    @Test
    void countingThatBeganAfterAReadingIsAllSinceThen() {
        StoreWork.Counts nothingYet = new StoreWork.Counts(-1, -1, -1);
        StoreWork.Counts later = new StoreWork.Counts(1200, 0, -1);
        assertEquals(new StoreWork.Counts(1200, 0, -1), later.since(nothingYet));
        assertEquals(new StoreWork.Counts(200, 0, -1), later.since(new StoreWork.Counts(1000, 0, -1)));
    }

    /** What a GET asked of the store right after the repository was reopened (its caches empty). */
    private StoreWork.Counts coldGet(String path, int children) throws Exception {
        store.reopen(RepositoryLevers.DEFAULTS);
        StoreWork.Counts before = StoreWork.now();
        assertEquals(children, count(get(store.repository(), path, Prefer.DEFAULT), Vocabulary.LDP_CONTAINS));
        return StoreWork.now().since(before);
    }
}
