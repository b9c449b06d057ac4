package org.repobench.store.leveldb;

import org.modeshape.schematic.document.Document;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What one ModeShape transaction has changed and not yet committed. Written documents are held as live objects:
 * {@code editContent} hands out editors over them and ModeShape keeps editing until it commits, so they are
 * encoded only when the transaction commits. Used by the one thread that runs the transaction.
 */
final class TransactionWrites {
    private final Map<String, Document> written = new LinkedHashMap<>();
    private final Set<String> removed = new HashSet<>();
    private boolean removesEverything;

    void put(String key, Document entry) {
        removed.remove(key);
        written.put(key, entry);
    }

    void remove(String key) {
        written.remove(key);
        removed.add(key);
    }

    /** Everything stored before, and everything this transaction wrote so far, goes; later writes stay. */
    void removeAll() {
        written.clear();
        removed.clear();
        removesEverything = true;
    }

    /** The entry this transaction wrote under the key, or null. */
    Document written(String key) {
        return written.get(key);
    }

    /** True when the stored value under the key is invisible to this transaction (removed, or everything was). */
    boolean hidesStored(String key) {
        return removesEverything || removed.contains(key);
    }

    /** True when this transaction alone decides what the key holds, so the store need not be read. */
    boolean decides(String key) {
        return written.containsKey(key) || hidesStored(key);
    }

    boolean removesEverything() {
        return removesEverything;
    }

    Set<String> removedKeys() {
        return Collections.unmodifiableSet(removed);
    }

    Map<String, Document> writtenEntries() {
        return Collections.unmodifiableMap(written);
    }

    boolean isEmpty() {
        return written.isEmpty() && removed.isEmpty() && !removesEverything;
    }

    /** The keys this transaction sees, given the keys stored when it asked. */
    List<String> visibleKeys(List<String> storedKeys) {
        List<String> keys = new ArrayList<>(storedKeys.size() + written.size());
        for (String key : storedKeys) {
            if (!hidesStored(key) && !written.containsKey(key)) {
                keys.add(key);
            }
        }
        keys.addAll(written.keySet());
        return keys;
    }
}
