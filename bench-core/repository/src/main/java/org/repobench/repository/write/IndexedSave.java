package org.repobench.repository.write;

import org.repobench.repository.index.IndexMaintenance;

import javax.jcr.RepositoryException;
import javax.jcr.Session;
import java.sql.SQLException;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A writer's save, which also keeps the membership index: it collects which resources the session's changes touch,
 * and at save records them as pending in the index, saves the nodes, then derives those resources' index rows again
 * from the saved nodes (see {@link IndexMaintenance}).
 */
final class IndexedSave {
    private final Session session;
    private final NodeCreation creation;
    /** The membership index this writer keeps, or null when index maintenance is off. */
    private final IndexMaintenance index;
    /** Runs after a save's nodes are stored and before its index update: the window crash tests kill a process in. */
    private final Runnable betweenNodeSaveAndIndexUpdate;
    /** Resources this session created or changed (their index rows are derived again at save). */
    private final Set<String> changed = new LinkedHashSet<>();
    /** Resources this session deleted (their rows, and those of everything below them, go at save). */
    private final Set<String> deleted = new LinkedHashSet<>();

    IndexedSave(Session session, NodeCreation creation, IndexMaintenance index,
                Runnable betweenNodeSaveAndIndexUpdate) {
        this.session = session;
        this.creation = creation;
        this.index = index;
        this.betweenNodeSaveAndIndexUpdate = betweenNodeSaveAndIndexUpdate;
    }

    void changed(String path) {
        changed.add(path);
    }

    void deleted(String path) {
        deleted.add(path);
    }

    void save() throws RepositoryException {
        if (index == null || (changed.isEmpty() && deleted.isEmpty())) {
            session.save();
            saved();
            return;
        }
        IndexMaintenance.Changes changes = new IndexMaintenance.Changes(List.copyOf(changed), List.copyOf(deleted));
        long token;
        try {
            token = index.beforeSave(changes);
        } catch (SQLException e) {
            throw new RepositoryException("nothing saved: the membership index cannot record the save: "
                    + e.getMessage(), e);
        }
        try {
            session.save();
        } catch (RepositoryException | RuntimeException e) {
            try {
                index.abandon(token);
            } catch (SQLException abandon) {
                e.addSuppressed(abandon);
            }
            throw e;
        }
        saved();
        betweenNodeSaveAndIndexUpdate.run();
        try {
            index.afterSave(token, changes, session);
        } catch (SQLException | RepositoryException | RuntimeException e) {
            index.markNeedsRepair(token);
            throw new RepositoryException("the nodes were saved but the membership index was not updated; it is "
                    + "repaired from the nodes before the next indexed read or opening: " + e.getMessage(), e);
        }
    }

    private void saved() {
        creation.release(true);
        changed.clear();
        deleted.clear();
    }

    /** Throws away everything not yet saved. */
    void discard() throws RepositoryException {
        session.refresh(false);
        creation.release(false);
        changed.clear();
        deleted.clear();
    }
}
