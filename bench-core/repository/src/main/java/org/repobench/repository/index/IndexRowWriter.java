package org.repobench.repository.index;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.Collection;
import java.util.Collections;
import java.util.List;

import static org.repobench.repository.index.IndexDialect.requireKey;

/**
 * Writes and removes rows of the containment, reference and membership tables, and removes those of the inbound table
 * ({@link InboundRows} derives them), always in the caller's transaction: a resource's old rows go and its new ones
 * arrive together, or neither does.
 */
final class IndexRowWriter {
    /** LIKE's escape character: a path's own {@code %}, {@code _} and {@code !} are matched literally with it. */
    private static final String ESCAPE = "!";
    /** Paths in one DELETE's IN list. */
    private static final int PATHS_PER_DELETE = 500;

    private final IndexDatabase.Tables t;

    IndexRowWriter(IndexDatabase.Tables tables) {
        this.t = tables;
    }

    /** Removes every row that names the resource at the path, or anything below it, in any column. */
    void deleteSubtree(Connection c, String path) throws SQLException {
        String like = likePrefix(path);
        String[][] columns = {
                {t.containment(), "child"}, {t.containment(), "parent"},
                {t.reference(), "subject"}, {t.reference(), "target"},
                {t.membership(), "proxy"}, {t.membership(), "container"}, {t.membership(), "subject"},
                {t.membership(), "object_path"},
                {t.inbound(), "target"}, {t.inbound(), "subject"}, {t.inbound(), "object_path"},
                {t.inbound(), "referrer"}, {t.inbound(), "proxy"}, {t.inbound(), "container"}};
        for (String[] column : columns) {
            Sql.update(c, "DELETE FROM " + column[0] + " WHERE " + column[1] + " = ? OR " + column[1]
                    + " LIKE ? ESCAPE '" + ESCAPE + "'", s -> {
                s.setString(1, path);
                s.setString(2, like);
            });
        }
    }

    private static String likePrefix(String path) {
        String escaped = path.replace(ESCAPE, ESCAPE + ESCAPE).replace("%", ESCAPE + "%").replace("_", ESCAPE + "_");
        return ("/".equals(path) ? "" : escaped) + "/%";
    }

    /**
     * Removes the rows the resources are the source of: their containment, their references, their membership, and
     * the inbound rows derived from them. One statement per column for up to {@link #PATHS_PER_DELETE} resources: a
     * statement per resource and column was seven for each of a save's few hundred resources, a third of the
     * statements a fixture load sent.
     */
    void deleteOwn(Connection c, Collection<String> paths) throws SQLException {
        String[][] columns = {{t.containment(), "child"}, {t.reference(), "subject"}, {t.membership(), "proxy"},
                {t.membership(), "container"}, {t.inbound(), "referrer"}, {t.inbound(), "proxy"},
                {t.inbound(), "container"}};
        List<String> all = List.copyOf(paths);
        for (int from = 0; from < all.size(); from += PATHS_PER_DELETE) {
            List<String> some = all.subList(from, Math.min(all.size(), from + PATHS_PER_DELETE));
            String marks = String.join(", ", Collections.nCopies(some.size(), "?"));
            for (String[] column : columns) {
                Sql.update(c, "DELETE FROM " + column[0] + " WHERE " + column[1] + " IN (" + marks + ")", s -> {
                    for (int i = 0; i < some.size(); i++) {
                        s.setString(i + 1, some.get(i));
                    }
                });
            }
        }
    }

    /** Removes every row of the four tables. */
    void deleteAll(Connection c) throws SQLException {
        for (String table : List.of(t.containment(), t.reference(), t.membership(), t.inbound())) {
            Sql.update(c, "DELETE FROM " + table, s -> { });
        }
    }

    void insert(Connection c, IndexRows rows) throws SQLException {
        Sql.batch(c, "INSERT INTO " + t.containment() + " (parent, child) VALUES (?, ?)", rows.containment,
                (s, row) -> {
                    s.setString(1, requireKey(row.parent()));
                    s.setString(2, requireKey(row.child()));
                });
        Sql.batch(c, "INSERT INTO " + t.reference() + " (subject, predicate, target) VALUES (?, ?, ?)",
                rows.references, (s, row) -> {
                    s.setString(1, requireKey(row.subject()));
                    s.setString(2, requireKey(row.predicate()));
                    s.setString(3, requireKey(row.target()));
                });
        Sql.batch(c, "INSERT INTO " + t.membership() + " (subject, predicate, object_path, object_term, proxy, "
                + "container) VALUES (?, ?, ?, ?, ?, ?)", rows.membership, (s, row) -> {
                    s.setString(1, requireKey(row.subject()));
                    s.setString(2, requireKey(row.predicate()));
                    s.setString(3, row.objectPath() == null ? null : requireKey(row.objectPath()));
                    s.setString(4, row.objectTerm());
                    s.setString(5, requireKey(row.proxy()));
                    s.setString(6, requireKey(row.container()));
                });
    }
}
