package org.repobench.repository.index;

import org.repobench.repository.model.RdfNames;
import org.repobench.store.StoreBackend;
import org.repobench.store.StoreLocation;

import javax.jcr.Node;
import javax.jcr.RepositoryException;
import javax.jcr.Session;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Fedora 6's answer to computing membership on read: containment, membership and references kept in relational
 * tables by the write path, read by the {@code INDEXED} traversal without loading proxy or member nodes.
 *
 * <p>How it stays right. A writer records which resources a save changes (created, updated, the referrers a delete
 * edits) and which it deletes. Before the nodes are saved, those paths are written to the {@code pending} table
 * (committed); after the save, the rows of exactly those resources are derived again from the saved nodes and
 * replaced in one transaction that also removes the pending entries. Rows are always a function of the nodes, so
 * doing this twice does no harm. A process killed between the node save and the index transaction leaves pending
 * entries behind; the next open repairs exactly those paths from the nodes. An index that was never built (a store
 * from before the index, or one written with maintenance off) is rebuilt from every node on open.
 */
public final class MembershipIndex implements AutoCloseable {
    private static final String COMPLETE = "complete";
    private static final int BATCH = 500;

    private final IndexDatabase db;
    private final IndexDatabase.Tables t;
    private final RdfNames names;
    private final Object writeLock = new Object();
    private final String escape = "!";

    /** What opening found. */
    public enum OpenState {
        /** The index matched the nodes (no pending work). */
        CLEAN,
        /** Pending work of an interrupted save was redone from the nodes. */
        REPAIRED,
        /** The index was missing or stale and was built from every node. */
        REBUILT,
        /** Index maintenance is off for this opening; the index is marked stale. */
        NOT_MAINTAINED
    }

    private volatile OpenState openState;
    /** Saves of this process whose index update failed after their nodes were saved; guarded by writeLock. */
    private final java.util.Set<Long> failed = new java.util.HashSet<>();
    private volatile boolean needsRepair;

    private MembershipIndex(IndexDatabase db, RdfNames names) {
        this.db = db;
        this.t = db.tables();
        this.names = names;
    }

    /**
     * Opens the location's index, creating its tables if needed. With {@code maintain}, it is repaired or rebuilt
     * from the nodes as needed (in a session of its own); without, it is marked stale for the next opening.
     */
    public static MembershipIndex open(StoreBackend backend, StoreLocation at, RdfNames names, boolean maintain,
                                       Session session) throws SQLException, RepositoryException {
        MembershipIndex index = new MembershipIndex(IndexDatabase.of(backend, at), names);
        try {
            index.createTables();
            if (!maintain) {
                index.setComplete(false);
                index.openState = OpenState.NOT_MAINTAINED;
            } else if (!index.isComplete()) {
                index.rebuild(session);
                index.openState = OpenState.REBUILT;
            } else if (index.repairPending(session, null) > 0) {
                index.openState = OpenState.REPAIRED;
            } else {
                index.openState = OpenState.CLEAN;
            }
            return index;
        } catch (SQLException | RepositoryException | RuntimeException e) {
            index.close();
            throw e;
        }
    }

    public OpenState openState() {
        return openState;
    }

    // ---------------------------------------------------------------- schema

    private void createTables() throws SQLException {
        IndexDialect d = db.dialect();
        String key = d.key;
        db.with(c -> {
            createIfMissing(c, t.containment(), "parent " + key + " NOT NULL, child " + key + " NOT NULL",
                    List.of("child", "parent, child"));
            createIfMissing(c, t.reference(), "subject " + key + " NOT NULL, predicate " + key + " NOT NULL, target "
                    + key + " NOT NULL", List.of("subject", "target"));
            createIfMissing(c, t.membership(), "subject " + key + " NOT NULL, predicate " + key + " NOT NULL, "
                    + "object_path " + key + ", object_term " + d.text + ", proxy " + key + " NOT NULL, container "
                    + key + " NOT NULL", List.of("subject", "object_path", "proxy", "container"));
            createIfMissing(c, t.pending(), "token BIGINT NOT NULL, kind CHAR(1) NOT NULL, path " + key
                    + " NOT NULL", List.of("token"));
            if (createIfMissing(c, t.state(), "name VARCHAR(32) NOT NULL PRIMARY KEY, val VARCHAR(32) NOT NULL",
                    List.of())) {
                // a new index of a store that may already hold nodes: complete only once built from them
                try (Statement s = c.createStatement()) {
                    s.executeUpdate("INSERT INTO " + t.state() + " (name, val) VALUES ('" + COMPLETE + "', 'false')");
                }
            }
            return null;
        });
    }

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

    private boolean isComplete() throws SQLException {
        return db.with(c -> {
            try (Statement s = c.createStatement();
                 ResultSet r = s.executeQuery("SELECT val FROM " + t.state() + " WHERE name = '" + COMPLETE + "'")) {
                return r.next() && "true".equals(r.getString(1));
            }
        });
    }

    private void setComplete(boolean complete) throws SQLException {
        db.with(c -> {
            try (PreparedStatement s = c.prepareStatement("UPDATE " + t.state() + " SET val = ? WHERE name = ?")) {
                s.setString(1, String.valueOf(complete));
                s.setString(2, COMPLETE);
                s.executeUpdate();
            }
            return null;
        });
    }

    // ---------------------------------------------------------------- maintenance

    /** The paths one save touches: resources created or changed, and resources deleted (with their subtrees). */
    public record Changes(Collection<String> changed, Collection<String> deleted) {
        public boolean isEmpty() {
            return changed.isEmpty() && deleted.isEmpty();
        }
    }

    /** Records the save's paths as pending (committed) before the nodes are saved; returns the save's token. */
    public long beforeSave(Changes changes) throws SQLException {
        long token = ThreadLocalRandom.current().nextLong(1, Long.MAX_VALUE);
        db.inTransaction(c -> {
            try (PreparedStatement s = c.prepareStatement("INSERT INTO " + t.pending()
                    + " (token, kind, path) VALUES (?, ?, ?)")) {
                addPending(s, token, "D", changes.deleted());
                addPending(s, token, "C", changes.changed());
                s.executeBatch();
            }
            return null;
        });
        return token;
    }

    private static void addPending(PreparedStatement s, long token, String kind, Collection<String> paths)
            throws SQLException {
        for (String path : paths) {
            requireKey(path);
            s.setLong(1, token);
            s.setString(2, kind);
            s.setString(3, path);
            s.addBatch();
        }
    }

    /** After the save: the rows of the touched resources derived again from the saved nodes, pending work cleared. */
    public void afterSave(long token, Changes changes, Session session) throws SQLException, RepositoryException {
        synchronized (writeLock) {
            apply(session, changes.deleted(), changes.changed(), token);
        }
    }

    /** The save failed, so the nodes did not change: the pending entries go. */
    public void abandon(long token) throws SQLException {
        db.with(c -> {
            try (PreparedStatement s = c.prepareStatement("DELETE FROM " + t.pending() + " WHERE token = ?")) {
                s.setLong(1, token);
                s.executeUpdate();
            }
            return null;
        });
    }

    private void apply(Session session, Collection<String> deleted, Collection<String> changed, Long token)
            throws SQLException, RepositoryException {
        NodeRows rows = new NodeRows(session, names);
        IndexRows insert = new IndexRows();
        // derive everything first (JCR reads), then write in one transaction
        for (String path : deleted) {
            Optional<Node> top = session.nodeExists(path) ? Optional.of(session.getNode(path)) : Optional.empty();
            if (top.isPresent()) {
                rows.subtree(top.get(), insert);   // only when the delete did not happen: repair
            }
        }
        for (String path : changed) {
            Optional<Node> resource = rows.resourceAt(path);
            if (resource.isPresent()) {
                rows.own(resource.get(), insert);
                rows.children(resource.get(), insert);
            }
        }
        db.inTransaction(c -> {
            for (String path : deleted) {
                deleteSubtree(c, path);
            }
            for (String path : changed) {
                deleteOwn(c, path);
            }
            insert(c, insert);
            try (PreparedStatement s = c.prepareStatement(token == null ? "DELETE FROM " + t.pending()
                    : "DELETE FROM " + t.pending() + " WHERE token = ?")) {
                if (token != null) {
                    s.setLong(1, token);
                }
                s.executeUpdate();
            }
            return null;
        });
    }

    private void deleteSubtree(Connection c, String path) throws SQLException {
        String like = likePrefix(path);
        String[][] columns = {
                {t.containment(), "child"}, {t.containment(), "parent"},
                {t.reference(), "subject"}, {t.reference(), "target"},
                {t.membership(), "proxy"}, {t.membership(), "container"}, {t.membership(), "subject"},
                {t.membership(), "object_path"}};
        for (String[] column : columns) {
            try (PreparedStatement s = c.prepareStatement("DELETE FROM " + column[0] + " WHERE " + column[1]
                    + " = ? OR " + column[1] + " LIKE ? ESCAPE '" + escape + "'")) {
                s.setString(1, path);
                s.setString(2, like);
                s.executeUpdate();
            }
        }
    }

    private String likePrefix(String path) {
        String escaped = path.replace(escape, escape + escape).replace("%", escape + "%").replace("_", escape + "_");
        return ("/".equals(path) ? "" : escaped) + "/%";
    }

    private void deleteOwn(Connection c, String path) throws SQLException {
        String[][] columns = {{t.containment(), "child"}, {t.reference(), "subject"}, {t.membership(), "proxy"},
                {t.membership(), "container"}};
        for (String[] column : columns) {
            try (PreparedStatement s = c.prepareStatement("DELETE FROM " + column[0] + " WHERE " + column[1]
                    + " = ?")) {
                s.setString(1, path);
                s.executeUpdate();
            }
        }
    }

    private void insert(Connection c, IndexRows rows) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("INSERT INTO " + t.containment()
                + " (parent, child) VALUES (?, ?)")) {
            int n = 0;
            for (IndexRows.Containment row : rows.containment) {
                s.setString(1, requireKey(row.parent()));
                s.setString(2, requireKey(row.child()));
                s.addBatch();
                if (++n % BATCH == 0) {
                    s.executeBatch();
                }
            }
            s.executeBatch();
        }
        try (PreparedStatement s = c.prepareStatement("INSERT INTO " + t.reference()
                + " (subject, predicate, target) VALUES (?, ?, ?)")) {
            int n = 0;
            for (IndexRows.Reference row : rows.references) {
                s.setString(1, requireKey(row.subject()));
                s.setString(2, requireKey(row.predicate()));
                s.setString(3, requireKey(row.target()));
                s.addBatch();
                if (++n % BATCH == 0) {
                    s.executeBatch();
                }
            }
            s.executeBatch();
        }
        try (PreparedStatement s = c.prepareStatement("INSERT INTO " + t.membership()
                + " (subject, predicate, object_path, object_term, proxy, container) VALUES (?, ?, ?, ?, ?, ?)")) {
            int n = 0;
            for (IndexRows.Membership row : rows.membership) {
                s.setString(1, requireKey(row.subject()));
                s.setString(2, requireKey(row.predicate()));
                s.setString(3, row.objectPath() == null ? null : requireKey(row.objectPath()));
                s.setString(4, row.objectTerm());
                s.setString(5, requireKey(row.proxy()));
                s.setString(6, requireKey(row.container()));
                s.addBatch();
                if (++n % BATCH == 0) {
                    s.executeBatch();
                }
            }
            s.executeBatch();
        }
    }

    private static String requireKey(String value) {
        if (value.length() > IndexDialect.MAX_KEY) {
            throw new IllegalArgumentException("the membership index takes paths and predicates of at most "
                    + IndexDialect.MAX_KEY + " characters, got " + value.length() + ": " + value);
        }
        return value;
    }

    /** The save with this token stored its nodes, but its index update failed: repair it before the next read. */
    public void markNeedsRepair(long token) {
        synchronized (writeLock) {
            failed.add(token);
            needsRepair = true;
        }
    }

    /** Redoes the index work of this process's failed saves, if any, from the nodes as the session sees them. */
    public void ensureRepaired(Session session) throws SQLException, RepositoryException {
        if (needsRepair) {
            synchronized (writeLock) {
                for (Long token : List.copyOf(failed)) {
                    repairPending(session, token);
                    failed.remove(token);
                }
                needsRepair = false;
            }
        }
    }

    /**
     * Redoes the work of saves that were interrupted before their index transaction (all of them, or the one with
     * {@code token}); returns how many paths.
     */
    private int repairPending(Session session, Long token) throws SQLException, RepositoryException {
        List<String> deleted = new ArrayList<>();
        List<String> changed = new ArrayList<>();
        db.with(c -> {
            try (PreparedStatement s = c.prepareStatement("SELECT kind, path FROM " + t.pending()
                    + (token == null ? "" : " WHERE token = ?"))) {
                if (token != null) {
                    s.setLong(1, token);
                }
                try (ResultSet r = s.executeQuery()) {
                    while (r.next()) {
                        ("D".equals(r.getString(1)) ? deleted : changed).add(r.getString(2));
                    }
                }
            }
            return null;
        });
        if (deleted.isEmpty() && changed.isEmpty()) {
            return 0;
        }
        synchronized (writeLock) {
            apply(session, deleted.stream().distinct().toList(), changed.stream().distinct().toList(), token);
        }
        return deleted.size() + changed.size();
    }

    /** Builds the whole index from the nodes, replacing whatever it held, and marks it complete. */
    public void rebuild(Session session) throws SQLException, RepositoryException {
        synchronized (writeLock) {
            IndexRows rows = new IndexRows();
            new NodeRows(session, names).subtree(session.getRootNode(), rows);
            db.inTransaction(c -> {
                try (Statement s = c.createStatement()) {
                    for (String table : List.of(t.containment(), t.reference(), t.membership(), t.pending())) {
                        s.executeUpdate("DELETE FROM " + table);
                    }
                }
                insert(c, rows);
                try (PreparedStatement s = c.prepareStatement("UPDATE " + t.state() + " SET val = 'true' WHERE name = ?")) {
                    s.setString(1, COMPLETE);
                    s.executeUpdate();
                }
                return null;
            });
        }
    }

    // ---------------------------------------------------------------- reads

    /** One page of a resource's children (paths), in path order, after {@code after} (null: from the start). */
    public List<String> children(String parent, String after, int pageSize) throws SQLException {
        return db.with(c -> {
            String sql = "SELECT child FROM " + t.containment() + " WHERE parent = ?"
                    + (after == null ? "" : " AND child > ?") + " ORDER BY child LIMIT " + pageSize;
            try (PreparedStatement s = c.prepareStatement(sql)) {
                s.setString(1, parent);
                if (after != null) {
                    s.setString(2, after);
                }
                List<String> page = new ArrayList<>(pageSize);
                try (ResultSet r = s.executeQuery()) {
                    while (r.next()) {
                        page.add(r.getString(1));
                    }
                }
                return page;
            }
        });
    }

    /** A membership triple of a resource: predicate and object (a resource path, or an N-Triples term). */
    public record Member(String subject, String predicate, String objectPath, String objectTerm) {
    }

    /** The membership triples whose subject is the resource. */
    public List<Member> membershipOf(String subject) throws SQLException {
        return db.with(c -> {
            try (PreparedStatement s = c.prepareStatement("SELECT predicate, object_path, object_term FROM "
                    + t.membership() + " WHERE subject = ?")) {
                s.setString(1, subject);
                List<Member> members = new ArrayList<>();
                try (ResultSet r = s.executeQuery()) {
                    while (r.next()) {
                        members.add(new Member(subject, r.getString(1), r.getString(2), r.getString(3)));
                    }
                }
                return members;
            }
        });
    }

    /** A referring triple: subject, predicate and one target (all values of a property that points here). */
    public record Referring(String subject, String predicate, String target) {
    }

    /**
     * Inbound references as Fedora 4.7 serves them: for every reference property that points at the resource, all
     * of that property's values (a property with several links shows them all). Duplicates are dropped here, not by
     * the database: a DISTINCT sorts 10,000 long strings (half of PostgreSQL's time for n-memberof).
     */
    public Collection<Referring> referringTo(String target) throws SQLException {
        return db.with(c -> {
            try (PreparedStatement s = c.prepareStatement(db.dialect().selectInOrder + " r2.subject, r2.predicate, "
                    + "r2.target FROM " + t.reference() + " r1 JOIN " + t.reference() + " r2 ON r2.subject = r1.subject"
                    + " AND r2.predicate = r1.predicate WHERE r1.target = ?")) {
                s.setString(1, target);
                Set<Referring> rows = new LinkedHashSet<>();
                try (ResultSet r = s.executeQuery()) {
                    while (r.next()) {
                        rows.add(new Referring(r.getString(1), r.getString(2), r.getString(3)));
                    }
                }
                return rows;
            }
        });
    }

    /**
     * The membership triples pointing at the resource that Fedora 4.7's inbound references show: those computed for
     * any resource that a referrer of this one links to, whose object is this resource.
     */
    public Collection<Member> inboundMembership(String target) throws SQLException {
        return db.with(c -> {
            try (PreparedStatement s = c.prepareStatement(db.dialect().selectInOrder + " m.subject, m.predicate FROM "
                    + t.reference() + " r1 JOIN " + t.reference() + " r2 ON r2.subject = r1.subject JOIN "
                    + t.membership() + " m ON m.subject = r2.target WHERE r1.target = ? AND m.object_path = ?")) {
                s.setString(1, target);
                s.setString(2, target);
                Set<Member> rows = new LinkedHashSet<>();
                try (ResultSet r = s.executeQuery()) {
                    while (r.next()) {
                        rows.add(new Member(r.getString(1), r.getString(2), target, null));
                    }
                }
                return rows;
            }
        });
    }

    /** For tests and the dump: every row of one table as text, sorted. */
    public List<String> rows(String which) throws SQLException {
        String table = switch (which) {
            case "containment" -> t.containment() + " ORDER BY parent, child";
            case "reference" -> t.reference() + " ORDER BY subject, predicate, target";
            case "membership" -> t.membership() + " ORDER BY subject, predicate, object_path, object_term, proxy";
            case "pending" -> t.pending() + " ORDER BY token, kind, path";
            default -> throw new IllegalArgumentException("no index table " + which);
        };
        return db.with(c -> {
            List<String> rows = new ArrayList<>();
            try (Statement s = c.createStatement(); ResultSet r = s.executeQuery("SELECT * FROM " + table)) {
                int columns = r.getMetaData().getColumnCount();
                while (r.next()) {
                    StringBuilder row = new StringBuilder();
                    for (int i = 1; i <= columns; i++) {
                        row.append(i > 1 ? " | " : "").append(r.getString(i));
                    }
                    rows.add(row.toString());
                }
            }
            return rows;
        });
    }

    @Override
    public void close() {
        db.close();
    }
}
