package org.repobench.store;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.LongSupplier;

/**
 * The work the model's stores did in this JVM, counted rather than timed: the documents ModeShape asked of its store
 * (every key of a {@code get} or {@code load}, found or not) and the bytes the store read to answer, where the store
 * can say (LevelDB: the values it returned; the file store: what its MVStore read from its file), and the statements
 * the relational stores sent to their database. For the same data,
 * code and cache settings a GET asks for the same documents every time, whatever else the machine does, so a change in
 * these counts is a change in what the code does, not in how busy the machine was.
 *
 * <p>The counts only grow: a store that stops hands its final byte count over, so readings taken before and after
 * a repository was closed and reopened (a cold GET) still subtract.
 */
public final class StoreWork {
    private static final LongAdder DOCUMENTS = new LongAdder();
    private static final LongAdder BYTES = new LongAdder();
    private static final LongAdder STATEMENTS = new LongAdder();
    /** Stores open now whose bytes read only they know (an MVStore's file), by their own identity. */
    private static final Map<Object, LongSupplier> OPEN_BYTE_COUNTERS = new ConcurrentHashMap<>();
    private static volatile boolean documentsCounted;
    private static volatile boolean bytesCounted;
    private static volatile boolean statementsCounted;

    private StoreWork() {
    }

    /** What has been counted so far; a field the stores that ran cannot count is {@code -1}. */
    public record Counts(long documents, long bytes, long statements) {
        /**
         * What was counted from {@code earlier} to this reading: {@code -1} where this reading could not count; all
         * of this reading where {@code earlier} was taken before anything counted (a store that opened in between,
         * as one opened by a trial's setup after the first iteration's reading).
         */
        public Counts since(Counts earlier) {
            return new Counts(difference(documents, earlier.documents), difference(bytes, earlier.bytes),
                    difference(statements, earlier.statements));
        }

        private static long difference(long now, long then) {
            return now < 0 ? -1 : now - Math.max(then, 0);
        }
    }

    /** The counts now; all {@code -1} in a JVM where no model store ran (a benchmark against a server). */
    public static Counts now() {
        long bytes = BYTES.sum();
        for (LongSupplier open : OPEN_BYTE_COUNTERS.values()) {
            bytes += open.getAsLong();
        }
        return new Counts(documentsCounted ? DOCUMENTS.sum() : -1, bytesCounted ? bytes : -1,
                statementsCounted ? STATEMENTS.sum() : -1);
    }

    /** A store was asked for {@code keys} documents. */
    public static void documentsRead(int keys) {
        documentsCounted = true;
        DOCUMENTS.add(keys);
    }

    /** A store read {@code bytes} to answer (stores that see their values' bytes). */
    public static void bytesRead(long bytes) {
        bytesCounted = true;
        BYTES.add(bytes);
    }

    /** A relational store sent {@code statements} to its database. */
    public static void statementsSent(int statements) {
        statementsCounted = true;
        STATEMENTS.add(statements);
    }

    /**
     * A store that opened and counts its bytes read itself, from 0 at its opening; {@link #closed} hands the count
     * over when it stops.
     */
    static void opened(Object store, LongSupplier bytesReadSinceOpening) {
        bytesCounted = true;
        OPEN_BYTE_COUNTERS.put(store, bytesReadSinceOpening);
    }

    /** A store given to {@link #opened} stops: its count so far stays in the total. */
    static void closed(Object store) {
        LongSupplier counter = OPEN_BYTE_COUNTERS.remove(store);
        if (counter != null) {
            BYTES.add(counter.getAsLong());
        }
    }
}
