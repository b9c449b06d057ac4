package org.repobench.load;

import java.util.Locale;

/**
 * What one request of a load cycle does to the server, with the answer that means it did it. The names are the JMH
 * benchmark methods' ({@code ConcurrentCrudBenchmark.create}), so a load's rows and a JMH run's read alike.
 */
public enum LoadOperation {
    /** A new resource: 201 Created. */
    CREATE(201) {
        @Override
        public void done(String name, Resources resources) {
            resources.created(name);
        }
    },
    /** The resource changed: 204 No Content. */
    UPDATE(204),
    /** The resource read: 200 OK. */
    RETRIEVE(200),
    /** The resource gone, a tombstone left: 204 No Content. */
    DELETE(204) {
        @Override
        public void done(String name, Resources resources) {
            resources.deleted(name);
        }
    };

    private final int done;

    LoadOperation(int done) {
        this.done = done;
    }

    /** The status that says the server did it. */
    public int doneStatus() {
        return done;
    }

    /** What the server holds after this operation on the named resource answered {@link #doneStatus()}. */
    public void done(String name, Resources resources) {
        // an update or a read leaves the resources as they were
    }

    /** The resources a load made and removed, as the answers said. */
    public interface Resources {
        void created(String name);

        void deleted(String name);
    }

    /** "create": the sample label and the results' method name. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The operation a sample label names, or null for a label of no cycle. */
    public static LoadOperation ofLabel(String label) {
        for (LoadOperation operation : values()) {
            if (operation.label().equals(label)) {
                return operation;
            }
        }
        return null;
    }
}
