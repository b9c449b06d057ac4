package org.repobench.crud;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.repobench.api.Target;
import org.repobench.fixture.FixtureVerificationException;
import org.repobench.jmh.EmptyRepository;
import org.repobench.jmh.StoreUnderTest;
import org.repobench.jmh.TargetUnderTest;
import org.repobench.repository.model.Vocabulary;
import org.repobench.store.BinaryStoreKind;
import org.repobench.store.StoreKind;
import org.repobench.workload.ValuesLoader;

import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The checks the PATCH and graph ingests make after each batch, on the model's empty repository as the benchmarks
 * open it: the right count passes, a wrong one fails the benchmark (over HTTP: WritesOverHttpContract).
 */
class IngestChecksTest {
    private StoreUnderTest store;
    private EmptyRepository empty;
    private ModelIngest ingest;

    @BeforeEach
    void openAnEmptyRepository() throws Exception {
        store = new StoreUnderTest();
        store.store = StoreKind.FILE;
        store.open();
        TargetUnderTest target = new TargetUnderTest();
        target.target = Target.MODEL.recorded();
        target.connect();
        empty = new EmptyRepository();
        empty.binaryStore = BinaryStoreKind.FILE;
        empty.open(store, target);
        ingest = new ModelIngest(empty);
    }

    @AfterEach
    void close() throws Exception {
        try {
            empty.close();
        } finally {
            store.close();
        }
    }

    @Test
    void aPatchIngestHoldingAValueTooFewFails() throws Exception {
        ValuesLoader titles = ValuesLoader.titles();
        String[] path = new String[1];
        ingest.prepare(w -> path[0] = titles.createResource(w));
        for (int i = 0; i < 3; i++) {
            int value = i;
            assertTrue(ingest.send(w -> titles.patchValue(w, value)));
        }

        PatchIngest.requireValues(ingest, path[0], PatchIngest.Property.TITLE, 3);
        FixtureVerificationException wrong = assertThrows(FixtureVerificationException.class,
                () -> PatchIngest.requireValues(ingest, path[0], PatchIngest.Property.TITLE, 4));
        assertTrue(wrong.getMessage().contains("holds 3 <" + Vocabulary.DC_TITLE.getURI() + "> values after 4"),
                wrong.getMessage());
    }

    @Test
    void aGraphIngestMissingATripleOrAResourceFails() throws Exception {
        ingest.prepare(w -> w.put(GraphIngest.PARENT, ""));
        String turtle = LakeGraph.previous(ingest.uriOf(GraphIngest.PARENT))
                + LakeGraph.body(20, new SplittableRandom(7));
        String[] path = new String[1];
        assertTrue(ingest.send(w -> path[0] = IngestMethod.PUT.add(w, GraphIngest.PARENT, "first", turtle)));

        GraphIngest.requireWholeGraph(ingest, path[0], 20);
        FixtureVerificationException wrongGraph = assertThrows(FixtureVerificationException.class,
                () -> GraphIngest.requireWholeGraph(ingest, path[0], 24));
        assertTrue(wrongGraph.getMessage().contains("holds " + LakeGraph.triples(20) + " of its graph's triples, "
                + "expected exactly " + LakeGraph.triples(24)), wrongGraph.getMessage());

        long children = ingest.count(GraphIngest.PARENT, Vocabulary.LDP_CONTAINS.getURI());
        GraphIngest.requireChildren(children, 1);
        FixtureVerificationException wrongParent = assertThrows(FixtureVerificationException.class,
                () -> GraphIngest.requireChildren(children, 2));
        assertTrue(wrongParent.getMessage().contains("lists 1 children, expected exactly 2"),
                wrongParent.getMessage());
    }
}
