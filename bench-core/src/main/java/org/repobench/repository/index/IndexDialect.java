package org.repobench.repository.index;

/**
 * The few SQL differences between the databases the index lives in: H2 1.4.191 beside the file and LevelDB stores,
 * PostgreSQL and MySQL/MariaDB beside theirs. Paths are compared byte for byte on every one (MySQL's default
 * collation would fold case).
 */
enum IndexDialect {
    H2("VARCHAR(380)", "VARCHAR"),
    POSTGRESQL("VARCHAR(380)", "TEXT"),
    // 380 characters of utf8mb4 keep a two-column key within InnoDB's 3072 bytes
    MYSQL("VARCHAR(380) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin", "LONGTEXT CHARACTER SET utf8mb4 COLLATE utf8mb4_bin");

    /** The longest path or predicate IRI the index takes. */
    static final int MAX_KEY = 380;

    final String key;
    final String text;

    IndexDialect(String key, String text) {
        this.key = key;
        this.text = text;
    }
}
