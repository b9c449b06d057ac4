package org.repobench.repository.index;

/**
 * The few SQL differences between the databases the index lives in: H2 1.4.191 beside the file and LevelDB stores,
 * PostgreSQL and MySQL/MariaDB beside theirs. Paths are compared byte for byte on every one (MySQL's default
 * collation would fold case).
 */
enum IndexDialect {
    H2("VARCHAR(380)", "VARCHAR", "SELECT", ""),
    POSTGRESQL("VARCHAR(380)", "TEXT", "SELECT", ""),
    // 380 characters of utf8mb4 keep a two-column key within InnoDB's 3072 bytes. MariaDB may plan the inbound
    // references' self-join as a block nested loop over both tables, which costs far more than the GET's own work;
    // read in the order written, every join after the first is by index
    // (docs/results/many-members.md#traversal-and-the-membership-index)
    MYSQL("VARCHAR(380) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin",
            "LONGTEXT CHARACTER SET utf8mb4 COLLATE utf8mb4_bin", "SELECT STRAIGHT_JOIN",
            // InnoDB keeps a table's rows in its primary key's order, else in the order written: clustered by
            // target, a GET's inbound rows (two per member) are one range read rather than a lookup per row the
            // target index found, and a large collection's GET no longer scans the whole table
            // (docs/results/many-members.md#mysql-at-100000-with-the-inbound-table-clustered-by-target)
            ", seq BIGINT NOT NULL AUTO_INCREMENT, PRIMARY KEY (target, seq), KEY (seq)");

    /** The longest path or predicate IRI the index takes. */
    static final int MAX_KEY = 380;

    final String key;
    final String text;
    /** How a join starts whose tables are to be read in the order written (the first one filtered by the key). */
    final String selectInOrder;
    /**
     * What the inbound table's columns end with to keep its rows in target order, where the database keeps rows in
     * a key's order at all; empty where it does not, and the table has an index on target instead.
     */
    final String inboundClustering;

    IndexDialect(String key, String text, String selectInOrder, String inboundClustering) {
        this.key = key;
        this.text = text;
        this.selectInOrder = selectInOrder;
        this.inboundClustering = inboundClustering;
    }

    /** The value, if it fits a key column of every dialect. */
    static String requireKey(String value) {
        if (value.length() > MAX_KEY) {
            throw new IllegalArgumentException("the membership index takes paths and predicates of at most "
                    + MAX_KEY + " characters, got " + value.length() + ": " + value);
        }
        return value;
    }
}
