package org.repobench.repository.index;

import org.repobench.repository.model.RdfNames;
import org.repobench.store.StoreBackend;
import org.repobench.store.StoreLocation;

import javax.jcr.RepositoryException;
import javax.jcr.Session;
import java.sql.SQLException;

/**
 * Fedora 6's answer to computing membership on read: containment, membership and references kept in relational
 * tables by the write path, read by the {@code INDEXED} traversal without loading proxy or member nodes. This is one
 * location's index as opened: its tables ({@link IndexSchema}), how writes keep it ({@link IndexMaintenance}) and
 * what reads ask of it ({@link MembershipQueries}).
 */
public final class MembershipIndex implements AutoCloseable {
    private final IndexDatabase db;
    private final IndexMaintenance maintenance;
    private final MembershipQueries queries;
    private final OpenState openState;

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

    private MembershipIndex(IndexDatabase db, IndexMaintenance maintenance, OpenState openState) {
        this.db = db;
        this.maintenance = maintenance;
        this.queries = new MembershipQueries(db);
        this.openState = openState;
    }

    /**
     * Opens the location's index, creating its tables if needed. With {@code maintain}, it is repaired or rebuilt
     * from the nodes as needed (in a session of its own); without, it is marked stale for the next opening.
     */
    public static MembershipIndex open(StoreBackend backend, StoreLocation at, RdfNames names, boolean maintain,
                                       Session session) throws SQLException, RepositoryException {
        IndexDatabase db = IndexDatabase.of(backend, at);
        try {
            IndexSchema schema = new IndexSchema(db);
            IndexMaintenance maintenance = new IndexMaintenance(db, schema, names);
            schema.create();
            return new MembershipIndex(db, maintenance, bringUpToDate(schema, maintenance, maintain, session));
        } catch (SQLException | RepositoryException | RuntimeException e) {
            db.close();
            throw e;
        }
    }

    private static OpenState bringUpToDate(IndexSchema schema, IndexMaintenance maintenance, boolean maintain,
                                           Session session) throws SQLException, RepositoryException {
        if (!maintain) {
            schema.markStale();
            return OpenState.NOT_MAINTAINED;
        }
        if (!schema.isComplete()) {
            maintenance.rebuild(session);
            return OpenState.REBUILT;
        }
        return maintenance.repairPending(session, null) ? OpenState.REPAIRED : OpenState.CLEAN;
    }

    public OpenState openState() {
        return openState;
    }

    /** What writers use to keep the index, and reads to have failed updates redone first. */
    public IndexMaintenance maintenance() {
        return maintenance;
    }

    public MembershipQueries queries() {
        return queries;
    }

    @Override
    public void close() {
        db.close();
    }
}
