package org.repobench.repository.index;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Collection;

/** The two shapes every index statement takes: rows written in batches, or rows read into a collection. */
final class Sql {
    /** Rows per executed batch, so that a rebuild of a large store does not send all its rows at once. */
    private static final int BATCH = 500;

    private Sql() {
    }

    @FunctionalInterface
    interface Parameters {
        void set(PreparedStatement statement) throws SQLException;
    }

    @FunctionalInterface
    interface RowParameters<R> {
        void set(PreparedStatement statement, R row) throws SQLException;
    }

    @FunctionalInterface
    interface Row<T> {
        T read(ResultSet result) throws SQLException;
    }

    /** Runs the statement once for each row, in batches. */
    static <R> void batch(Connection c, String sql, Iterable<R> rows, RowParameters<R> parameters)
            throws SQLException {
        try (PreparedStatement s = c.prepareStatement(sql)) {
            int n = 0;
            for (R row : rows) {
                parameters.set(s, row);
                s.addBatch();
                if (++n % BATCH == 0) {
                    s.executeBatch();
                }
            }
            s.executeBatch();
        }
    }

    /** Runs a statement that changes rows. */
    static void update(Connection c, String sql, Parameters parameters) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(sql)) {
            parameters.set(s);
            s.executeUpdate();
        }
    }

    /** Adds to {@code into} what {@code row} makes of each row the query returns; returns {@code into}. */
    static <T, C extends Collection<T>> C select(Connection c, String sql, Parameters parameters, Row<T> row,
                                                 C into) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(sql)) {
            parameters.set(s);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    into.add(row.read(r));
                }
            }
        }
        return into;
    }
}
