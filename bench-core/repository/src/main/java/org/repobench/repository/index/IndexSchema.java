package org.repobench.repository.index;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * The index's tables, created where they are missing, and its state: whether the rows are complete (built from every
 * node), or stale and to be rebuilt from the nodes on the next opening that maintains the index.
 */
final class IndexSchema {
    private static final String COMPLETE = "complete";

    private final IndexDatabase db;
    private final IndexDatabase.Tables t;

    IndexSchema(IndexDatabase db) {
        this.db = db;
        this.t = db.tables();
    }

    /** Creates the tables that are missing, each with its indexes. */
    void create() throws SQLException {
        IndexDialect d = db.dialect();
        String key = d.key;
        db.with(c -> {
            createIfMissing(c, t.containment(), "parent " + key + " NOT NULL, child " + key + " NOT NULL",
                    List.of("child", "parent, child"));
            createIfMissing(c, t.reference(), "subject " + key + " NOT NULL, predicate " + key + " NOT NULL, target "
                    + key + " NOT NULL", List.of("subject, target", "target, subject"));
            createIfMissing(c, t.membership(), "subject " + key + " NOT NULL, predicate " + key + " NOT NULL, "
                    + "object_path " + key + ", object_term " + d.text + ", proxy " + key + " NOT NULL, container "
                    + key + " NOT NULL", List.of("subject, object_path", "object_path, subject", "proxy", "container"));
            createIfMissing(c, t.pending(), "token BIGINT NOT NULL, kind CHAR(1) NOT NULL, path " + key
                    + " NOT NULL", List.of("token"));
            // kind R: a reference (object_path null when it is the target itself); X: a reference property with many
            // values, expanded on read; M: a membership triple on the target (InboundRows)
            List<String> inboundIndexes = new ArrayList<>(List.of("referrer", "proxy", "container"));
            if (d.inboundClustering.isEmpty()) {
                inboundIndexes.add(0, "target");
            }
            boolean inboundCreated = createIfMissing(c, t.inbound(), "target " + key + " NOT NULL, subject " + key
                    + " NOT NULL, predicate " + key + " NOT NULL, kind CHAR(1) NOT NULL, object_path " + key
                    + ", referrer " + key + " NOT NULL, proxy " + key + ", container " + key + d.inboundClustering,
                    inboundIndexes);
            if (createIfMissing(c, t.state(), "name VARCHAR(32) NOT NULL PRIMARY KEY, val VARCHAR(32) NOT NULL",
                    List.of())) {
                // a new index of a store that may already hold nodes: complete only once built from them
                try (Statement s = c.createStatement()) {
                    s.executeUpdate("INSERT INTO " + t.state() + " (name, val) VALUES ('" + COMPLETE + "', 'false')");
                }
            } else if (inboundCreated) {
                // an index from before the inbound table: its rows are derived from the others, so rebuild
                setComplete(c, false);
            }
            return null;
        });
    }

    /** @return whether the table was created (false: it was there) */
    private static boolean createIfMissing(Connection c, String table, String columns, List<String> indexes)
            throws SQLException {
        try (Statement s = c.createStatement()) {
            s.executeQuery("SELECT COUNT(*) FROM " + table + " WHERE 1 = 0").close();
            return false;
        } catch (SQLException missing) {
            // not there yet
        }
        try (Statement s = c.createStatement()) {
            s.executeUpdate("CREATE TABLE " + table + " (" + columns + ")");
            int i = 0;
            for (String columnList : indexes) {
                s.executeUpdate("CREATE INDEX " + indexName(table, i++) + " ON " + table + " (" + columnList + ")");
            }
        }
        return true;
    }

    /** Short, unique index names: PostgreSQL keeps index names per schema, and at most 63 characters. */
    private static String indexName(String table, int i) {
        String name = table + "_i" + i;
        if (name.length() <= 60) {
            return name;
        }
        return "rbix_" + Integer.toHexString(table.hashCode()) + "_" + table.length() + "_i" + i;
    }

    boolean isComplete() throws SQLException {
        return db.with(c -> {
            try (Statement s = c.createStatement();
                 ResultSet r = s.executeQuery("SELECT val FROM " + t.state() + " WHERE name = '" + COMPLETE + "'")) {
                return r.next() && "true".equals(r.getString(1));
            }
        });
    }

    /** Marks the index stale: writes of this opening do not keep it, so the next opening that does rebuilds it. */
    void markStale() throws SQLException {
        db.with(c -> {
            setComplete(c, false);
            return null;
        });
    }

    /** Marks the index complete or stale in the caller's transaction, e.g. the one that built it. */
    void setComplete(Connection c, boolean complete) throws SQLException {
        Sql.update(c, "UPDATE " + t.state() + " SET val = ? WHERE name = ?", s -> {
            s.setString(1, String.valueOf(complete));
            s.setString(2, COMPLETE);
        });
    }
}
