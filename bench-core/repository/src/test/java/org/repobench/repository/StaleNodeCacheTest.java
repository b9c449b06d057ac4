package org.repobench.repository;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;
import org.modeshape.jcr.JcrRepository;
import org.modeshape.schematic.SchematicDb;
import org.repobench.store.StoreKind;

import javax.jcr.Node;
import javax.jcr.RepositoryException;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A session that reads a node from the store just before another session's save of it must not leave that old node
 * in the cache all sessions share (see {@link FreshNodeCaches}). Under load the reader is merely descheduled between
 * its read and its insert; here it is held there, so the outcome does not depend on timing. The race is in
 * ModeShape, above the store, so the two local stores are enough.
 */
@ParameterizedClass(name = "{0}")
@EnumSource(value = StoreKind.class, names = {"LEVELDB", "FILE"})
class StaleNodeCacheTest {
    @Parameter
    StoreKind kind;
    @RegisterExtension
    final RepositoryTestSupport.OpenRepository store = new RepositoryTestSupport.OpenRepository(() -> kind);

    @Test
    void aChildSavedWhileAReaderReadsItsParentIsListed() throws Exception {
        long listed = childrenAfterAStraddledSave(false, parent -> parent.addNode("c", "nt:folder"));
        assertEquals(1, listed, "a new session lists the child saved; 0: the reader cached /p as it was before");
    }

    @Test
    void aChildRemovedWhileAReaderReadsItsParentIsNotListed() throws Exception {
        long listed = childrenAfterAStraddledSave(true, parent -> parent.getNode("c").remove());
        assertEquals(0, listed, "a new session lists no child; 1: the reader cached /p as it was before");
    }

    /**
     * Creates /p (with a child c if asked), holds a reader right after it read /p from the store, makes and saves the
     * change to /p in another session, lets the reader finish, and counts the children a new session sees.
     */
    private long childrenAfterAStraddledSave(boolean withChild, Change change) throws Exception {
        BenchRepository repository = store.repository();
        String parentId = repository.inspect(session -> {
            Node parent = session.getRootNode().addNode("p", "nt:folder");
            if (withChild) {
                parent.addNode("c", "nt:folder");
            }
            session.save();
            return parent.getIdentifier();
        });
        HeldRead held = holdReads(repository, parentId);

        // nothing read /p since it was saved new, so it is not cached: the reader reads it from the store
        CompletableFuture<Long> reader = CompletableFuture.supplyAsync(() -> {
            held.thread = Thread.currentThread();
            try {
                return repository.inspect(session -> session.getNode("/p").getNodes().getSize());
            } catch (RepositoryException e) {
                throw new IllegalStateException(e);
            }
        });
        assertTrue(held.read.await(30, TimeUnit.SECONDS), "the reader read /p from the store");

        repository.inspect(session -> {
            change.apply(session.getNode("/p"));
            session.save();
            return null;
        });
        // the save evicted /p at once and evicts it again from the change bus; let that pass, as a slow reader would
        Thread.sleep(200);
        held.release.countDown();
        reader.get(30, TimeUnit.SECONDS);
        return repository.inspect(session -> session.getNode("/p").getNodes().getSize());
    }

    @FunctionalInterface
    private interface Change {
        void apply(Node parent) throws RepositoryException;
    }

    /** The reader thread's (once set) read of the node is held after the store answers, until released. */
    private static final class HeldRead {
        final CountDownLatch read = new CountDownLatch(1);
        final CountDownLatch release = new CountDownLatch(1);
        volatile Thread thread;
    }

    /** Puts a store in front of ModeShape's that holds the reader's read of the node (key ending in its id). */
    private static HeldRead holdReads(BenchRepository repository, String id) throws Exception {
        Field jcr = BenchRepository.class.getDeclaredField("repository");
        jcr.setAccessible(true);
        Method documentStore = JcrRepository.class.getDeclaredMethod("documentStore");
        documentStore.setAccessible(true);
        Object local = documentStore.invoke(jcr.get(repository));
        Field database = local.getClass().getDeclaredField("database");
        database.setAccessible(true);
        SchematicDb db = (SchematicDb) database.get(local);
        HeldRead held = new HeldRead();
        database.set(local, Proxy.newProxyInstance(SchematicDb.class.getClassLoader(),
                new Class<?>[] {SchematicDb.class}, (proxy, method, args) -> {
                    Object result;
                    try {
                        result = method.invoke(db, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                    boolean read = method.getName().equals("get") || method.getName().equals("getEntry");
                    if (read && Thread.currentThread() == held.thread && ((String) args[0]).endsWith(id)
                            && held.read.getCount() > 0) {
                        held.read.countDown();
                        held.release.await(30, TimeUnit.SECONDS);
                    }
                    return result;
                }));
        return held;
    }
}
