package org.repobench.repository;

import org.modeshape.jcr.JcrRepository;
import org.modeshape.jcr.cache.RepositoryCache;
import org.modeshape.jcr.cache.document.WorkspaceCache;

import java.util.Collection;
import java.util.Collections;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;

/**
 * Keeps ModeShape 5's shared node caches from holding a node older than its last save: a workaround for a race in
 * ModeShape 5.4.1 that left a parent listing fewer children than were saved, until the parent next changed.
 *
 * <p>The race. A session reading an uncached node runs {@code WorkspaceCache.getNode}: a miss in the workspace's
 * shared cache, a read from the store, then {@code putIfAbsent} of the node read. A save commits to the store and
 * only then evicts the nodes it changed from that cache ({@code WritableSessionCache.save} →
 * {@code Transactions.updateCache} → {@code WorkspaceCache.changed}; once more, later, from the change bus). Nothing
 * ties the two together: a reader whose store read came before the commit and whose {@code putIfAbsent} came after
 * both evictions leaves the old node in the cache, and every later session sees it (a parent without the child just
 * saved, or with one just removed) until that node is saved again or falls out of the cache. The store holds the
 * right data all along: a reopened repository lists every child.
 *
 * <p>The guard. Each shared cache's map (ModeShape's {@code nodesByKey}, reached through
 * {@link ModeShapeInternals}) is wrapped: a miss notes, for the thread,
 * how many evictions the key's stripe had seen; the {@code putIfAbsent} that follows caches the node only if no
 * eviction of that stripe (or clear) came in between, checked and inserted atomically, since an eviction after that
 * comes after the insert and removes it. A node not cached is still returned to its reader, who asked before the
 * save finished; the next reader reads the store again.
 */
final class FreshNodeCaches {
    private FreshNodeCaches() {
    }

    /**
     * Guards the cache of every workspace the repository has (ModeShape makes one per workspace, the system
     * workspace's included). Call once the repository has started, before sessions run concurrently.
     */
    static void install(JcrRepository repository) throws ReflectiveOperationException {
        RepositoryCache caches = ModeShapeInternals.repositoryCache(repository);
        for (String workspace : caches.getWorkspaceNames()) {
            guard(caches.getWorkspaceCache(workspace));
        }
        guard(caches.getWorkspaceCache(caches.getSystemWorkspaceName()));
    }

    private static void guard(WorkspaceCache workspace) throws ReflectiveOperationException {
        ConcurrentMap<Object, Object> nodes = ModeShapeInternals.nodesByKey(workspace);
        if (!(nodes instanceof GuardedMap)) {
            ModeShapeInternals.replaceNodesByKey(workspace, new GuardedMap<>(nodes));
        }
    }

    /** A map that caches a value read after a miss only if its key was not evicted since the miss. */
    static final class GuardedMap<K, V> implements ConcurrentMap<K, V> {
        private static final int STRIPES = 1024;

        private final ConcurrentMap<K, V> nodes;
        /** Evictions per stripe of keys; a shared stripe only makes a reader skip caching needlessly. */
        private final AtomicLongArray evictions = new AtomicLongArray(STRIPES);
        private final AtomicLong clears = new AtomicLong();
        private final ThreadLocal<Miss> lastMiss = new ThreadLocal<>();

        GuardedMap(ConcurrentMap<K, V> nodes) {
            this.nodes = nodes;
        }

        private record Miss(Object key, long evictions, long clears) {
        }

        private static int stripe(Object key) {
            int hash = key.hashCode();
            return (hash ^ (hash >>> 16)) & (STRIPES - 1);
        }

        @Override
        public V get(Object key) {
            V value = nodes.get(key);
            if (value == null) {
                // noted before the caller reads the store: an eviction following a commit that read missed comes
                // after this, so the put sees it
                lastMiss.set(new Miss(key, evictions.get(stripe(key)), clears.get()));
            }
            return value;
        }

        @Override
        public V putIfAbsent(K key, V value) {
            Miss miss = lastMiss.get();
            lastMiss.remove();
            boolean[] stored = new boolean[1];
            // checked inside compute: an eviction of the key waits for it, so it either came first (and is seen
            // here) or comes after the insert (and removes it)
            V current = nodes.compute(key, (k, cached) -> {
                if (cached != null || !unchangedSince(miss, k)) {
                    return cached;
                }
                stored[0] = true;
                return value;
            });
            return stored[0] ? null : current;
        }

        private boolean unchangedSince(Miss miss, Object key) {
            return miss != null && miss.key().equals(key) && miss.evictions() == evictions.get(stripe(key))
                    && miss.clears() == clears.get();
        }

        @Override
        public V remove(Object key) {
            evictions.incrementAndGet(stripe(key));
            return nodes.remove(key);
        }

        @Override
        public boolean remove(Object key, Object value) {
            evictions.incrementAndGet(stripe(key));
            return nodes.remove(key, value);
        }

        @Override
        public V put(K key, V value) {
            // a node put directly replaces whatever a reader is about to cache
            evictions.incrementAndGet(stripe(key));
            return nodes.put(key, value);
        }

        @Override
        public void putAll(Map<? extends K, ? extends V> values) {
            values.forEach(this::put);
        }

        @Override
        public V replace(K key, V value) {
            evictions.incrementAndGet(stripe(key));
            return nodes.replace(key, value);
        }

        @Override
        public boolean replace(K key, V oldValue, V newValue) {
            evictions.incrementAndGet(stripe(key));
            return nodes.replace(key, oldValue, newValue);
        }

        @Override
        public void clear() {
            clears.incrementAndGet();
            nodes.clear();
        }

        @Override
        public int size() {
            return nodes.size();
        }

        @Override
        public boolean isEmpty() {
            return nodes.isEmpty();
        }

        @Override
        public boolean containsKey(Object key) {
            return nodes.containsKey(key);
        }

        @Override
        public boolean containsValue(Object value) {
            return nodes.containsValue(value);
        }

        // read-only views: a removal through them would bypass the eviction count
        @Override
        public Set<K> keySet() {
            return Collections.unmodifiableSet(nodes.keySet());
        }

        @Override
        public Collection<V> values() {
            return Collections.unmodifiableCollection(nodes.values());
        }

        @Override
        public Set<Entry<K, V>> entrySet() {
            return Collections.unmodifiableSet(nodes.entrySet());
        }
    }
}
