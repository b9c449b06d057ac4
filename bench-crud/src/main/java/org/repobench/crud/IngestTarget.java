package org.repobench.crud;

import org.repobench.repository.model.Vocabulary;
import org.repobench.workload.WorkloadWriter;

import java.util.List;
import java.util.OptionalLong;

/**
 * Where an ingest writes: the model on an empty store ({@link ModelIngest}) or a server over HTTP
 * ({@link HttpIngest}), with the same paths on both. An item (a resource, a page and its image, a PATCH) is sent as
 * one request group: saved once on the model, retried and counted on both ({@link org.repobench.jmh.RetryPolicy}).
 */
interface IngestTarget extends AutoCloseable {
    /** The requests of one item. */
    @FunctionalInterface
    interface Item {
        void sendTo(WorkloadWriter writer) throws Exception;
    }

    /** Untimed: the item sent before anything is timed (the container an ingest fills); it must succeed. */
    void prepare(Item item) throws Exception;

    /** The item, retried as a client would. @return whether it completed (false: counted as a failure) */
    boolean send(Item item) throws Exception;

    /** The absolute IRI of the resource at {@code path}, for links from one resource to another. */
    String uriOf(String path);

    /** The triples with this predicate in the resource's GET (N-Triples). */
    long count(String path, String predicateUri) throws Exception;

    /** Fails unless the container lists exactly {@code expected} children. */
    default void verifyChildren(String path, long expected, String when) throws Exception {
        CrudFixture.requireExactly(count(path, Vocabulary.LDP_CONTAINS.getURI()), expected, when + ": " + path
                + " has", "children (ldp:contains)");
    }

    /** The resource's GET in N-Triples. */
    String nTriples(String path) throws Exception;

    /** Untimed: deletes the resources, tombstones included, and whatever content only they used. */
    void remove(List<String> paths) throws Exception;

    /** Bytes the store occupies now, binaries included; empty where the store is not the suite's to measure. */
    OptionalLong bytesStored() throws Exception;

    /** Where the ingest starts: its heap's peak is measured from here. */
    void startHeapPeak();

    /** The heap's peak since {@link #startHeapPeak}: the fork's for the model, the server's where the suite runs it. */
    void reportHeapPeak();
}
