package org.repobench.repository.write;

import javax.jcr.InvalidItemStateException;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;

/**
 * Which paths the writers of one repository are creating and have not yet saved, and which they saved a moment ago.
 *
 * <p>Why. Two sessions that each add a child of the same name to the same parent both save under ModeShape 5, even
 * where the parent's type allows no same-name siblings: the second child becomes {@code name[2]}. Concurrent POSTs
 * meet this at the pairtree levels (two identifiers sharing their first characters), concurrent PUTs at the path
 * itself. Fedora 4.7 answered it with path locks held for the whole request (fcrepo pull request 1096); a writer here
 * holds the path of every node it creates the same way, from its creation until the save, discard or close.
 *
 * <p>A lock is not enough on its own: ModeShape shows one session's saved child to the other sessions a moment later
 * (the change reaches their views asynchronously). So a path saved within {@link #SAVED_RECENTLY_MILLIS} is reported
 * to the next writer that takes it, which then waits to see the node rather than add a second one.
 */
public final class CreationLocks {
    /** Past this a waiting writer gives up with a conflict: two batches may each wait for a path the other holds. */
    static final long WAIT_MILLIS = TimeUnit.SECONDS.toMillis(10);
    static final long SAVED_RECENTLY_MILLIS = TimeUnit.SECONDS.toMillis(2);

    private final Set<String> held = new HashSet<>();
    /** Path → when it was saved (System.nanoTime), oldest first. */
    private final LinkedHashMap<String, Long> saved = new LinkedHashMap<>();

    /**
     * Waits until no other writer holds the path, then holds it.
     *
     * @return whether another writer saved a node at the path within the last {@link #SAVED_RECENTLY_MILLIS}
     */
    synchronized boolean acquire(String path) throws InvalidItemStateException {
        long deadline = System.currentTimeMillis() + WAIT_MILLIS;
        while (held.contains(path)) {
            long left = deadline - System.currentTimeMillis();
            if (left <= 0) {
                throw new InvalidItemStateException("another session has been creating " + path + " for "
                        + WAIT_MILLIS + " ms without saving; discard and try again");
            }
            try {
                wait(left);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new InvalidItemStateException("interrupted while waiting to create " + path);
            }
        }
        held.add(path);
        forgetOldSaves();
        return saved.containsKey(path);
    }

    /** Lets other writers create these paths; {@code wereSaved}: the nodes were saved, not discarded. */
    synchronized void release(Set<String> paths, boolean wereSaved) {
        if (paths.isEmpty()) {
            return;
        }
        held.removeAll(paths);
        if (wereSaved) {
            long now = System.nanoTime();
            for (String path : paths) {
                saved.remove(path);        // re-inserted, so the map stays in the order of saving
                saved.put(path, now);
            }
            forgetOldSaves();
        }
        notifyAll();
    }

    private void forgetOldSaves() {
        long oldest = System.nanoTime() - TimeUnit.MILLISECONDS.toNanos(SAVED_RECENTLY_MILLIS);
        for (Iterator<Map.Entry<String, Long>> it = saved.entrySet().iterator(); it.hasNext(); ) {
            if (it.next().getValue() - oldest >= 0) {
                return;
            }
            it.remove();
        }
    }
}
