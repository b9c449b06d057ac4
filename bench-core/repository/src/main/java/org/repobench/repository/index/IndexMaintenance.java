package org.repobench.repository.index;

import org.repobench.repository.model.RdfNames;

import javax.jcr.Node;
import javax.jcr.RepositoryException;
import javax.jcr.Session;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Keeps the index consistent with the nodes on every write, and repairs it where a write was interrupted.
 *
 * <p>How it stays right. A writer records which resources a save changes (created, updated, the referrers a delete
 * edits) and which it deletes. Before the nodes are saved, those paths are written to the {@code pending} table
 * (committed); after the save, the rows of exactly those resources are derived again from the saved nodes and
 * replaced in one transaction that also removes the pending entries. Rows are always a function of the nodes, so
 * doing this twice does no harm. A process killed between the node save and the index transaction leaves pending
 * entries behind; the next open repairs exactly those paths from the nodes. An index that was never built (a store
 * from before the index, or one written with maintenance off) is rebuilt from every node on open.
 *
 * <p>A token names one save's pending entries; where a method takes a nullable token, null means every save's.
 */
public final class IndexMaintenance {
    private static final String DELETED = "D";
    private static final String CHANGED = "C";

    private final IndexDatabase db;
    private final String pending;
    private final IndexSchema schema;
    private final IndexRowWriter rows;
    private final InboundRows inbound;
    private final RdfNames names;
    /** One derive-and-write at a time in this process: rows derived from older nodes must not replace newer ones. */
    private final Object writeLock = new Object();
    /** Saves of this process whose index update failed after their nodes were saved; guarded by writeLock. */
    private final Set<Long> failed = new HashSet<>();
    private volatile boolean needsRepair;

    /** The paths one save touches: resources created or changed, and resources deleted (with their subtrees). */
    public record Changes(Collection<String> changed, Collection<String> deleted) {
    }

    /** One row of the pending table. */
    private record Pending(String kind, String path) {
    }

    IndexMaintenance(IndexDatabase db, IndexSchema schema, RdfNames names) {
        this.db = db;
        this.pending = db.tables().pending();
        this.schema = schema;
        this.rows = new IndexRowWriter(db.tables());
        this.inbound = new InboundRows(db);
        this.names = names;
    }

    /** Records the save's paths as pending (committed) before the nodes are saved; returns the save's token. */
    public long beforeSave(Changes changes) throws SQLException {
        long token = ThreadLocalRandom.current().nextLong(1, Long.MAX_VALUE);
        List<Pending> entries = new ArrayList<>();
        changes.deleted().forEach(path -> entries.add(new Pending(DELETED, path)));
        changes.changed().forEach(path -> entries.add(new Pending(CHANGED, path)));
        db.inTransaction(c -> {
            Sql.batch(c, "INSERT INTO " + pending + " (token, kind, path) VALUES (?, ?, ?)", entries, (s, entry) -> {
                s.setLong(1, token);
                s.setString(2, entry.kind());
                s.setString(3, IndexDialect.requireKey(entry.path()));
            });
            return null;
        });
        return token;
    }

    /** After the save: the rows of the touched resources derived again from the saved nodes, pending work cleared. */
    public void afterSave(long token, Changes changes, Session session) throws SQLException, RepositoryException {
        synchronized (writeLock) {
            apply(session, changes, token);
        }
    }

    /** The save failed, so the nodes did not change: the pending entries go. */
    public void abandon(long token) throws SQLException {
        db.with(c -> {
            clearPending(c, token);
            return null;
        });
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
     * {@code token}); returns whether there was any.
     */
    boolean repairPending(Session session, Long token) throws SQLException, RepositoryException {
        List<Pending> entries = db.with(c -> Sql.select(c, "SELECT kind, path FROM " + pending
                + (token == null ? "" : " WHERE token = ?"), s -> {
                    if (token != null) {
                        s.setLong(1, token);
                    }
                }, r -> new Pending(r.getString(1), r.getString(2)), new ArrayList<>()));
        if (entries.isEmpty()) {
            return false;
        }
        synchronized (writeLock) {
            apply(session, new Changes(paths(entries, CHANGED), paths(entries, DELETED)), token);
        }
        return true;
    }

    private static List<String> paths(List<Pending> entries, String kind) {
        return entries.stream().filter(entry -> entry.kind().equals(kind)).map(Pending::path).distinct().toList();
    }

    /** Builds the whole index from the nodes, replacing whatever it held, and marks it complete. */
    void rebuild(Session session) throws SQLException, RepositoryException {
        synchronized (writeLock) {
            IndexRows all = new IndexRows();
            new NodeRows(session, names).subtree(session.getRootNode(), all);
            db.inTransaction(c -> {
                rows.deleteAll(c);
                clearPending(c, null);
                rows.insert(c, all);
                inbound.rebuild(c, all);
                schema.setComplete(c, true);
                return null;
            });
        }
    }

    /** The rows of the touched resources derived from the nodes first (JCR reads), then written in one transaction. */
    private void apply(Session session, Changes changes, Long token) throws SQLException, RepositoryException {
        NodeRows derive = new NodeRows(session, names);
        IndexRows insert = new IndexRows();
        for (String path : changes.deleted()) {
            Optional<Node> top = session.nodeExists(path) ? Optional.of(session.getNode(path)) : Optional.empty();
            if (top.isPresent()) {
                derive.subtree(top.get(), insert);   // only when the delete did not happen: repair
            }
        }
        for (String path : changes.changed()) {
            Optional<Node> resource = derive.resourceAt(path);
            if (resource.isPresent()) {
                derive.own(resource.get(), insert);
                derive.children(resource.get(), insert);
            }
        }
        db.inTransaction(c -> {
            for (String path : changes.deleted()) {
                rows.deleteSubtree(c, path);
            }
            rows.deleteOwn(c, changes.changed());
            rows.insert(c, insert);
            inbound.insert(c, insert);
            clearPending(c, token);
            return null;
        });
    }

    private void clearPending(Connection c, Long token) throws SQLException {
        Sql.update(c, "DELETE FROM " + pending + (token == null ? "" : " WHERE token = ?"), s -> {
            if (token != null) {
                s.setLong(1, token);
            }
        });
    }
}
