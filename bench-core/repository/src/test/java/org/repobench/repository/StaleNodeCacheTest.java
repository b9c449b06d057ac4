package org.repobench.repository;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;
import org.modeshape.jcr.JcrRepository;
import org.modeshape.schematic.SchematicDb;
import org.repobench.store.StoreKind;

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
    void aReadStraddlingASaveLeavesNoOldNodeInTheSharedCache() throws Exception {
        BenchRepository repository = store.repository();
        String parentId = repository.inspect(session -> {
            String id = session.getRootNode().addNode("p", "nt:folder").getIdentifier();
            session.save();
            return id;
        });
        HeldRead held = holdReads(repository, parentId);

        // not cached since its creation, so the reader reads /p from the store, and is held right after
        CompletableFuture<Long> reader = CompletableFuture.supplyAsync(() -> {
            held.thread = Thread.currentThread();
            try {
                return repository.inspect(session -> session.getNode("/p").getNodes().getSize());
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        assertTrue(held.read.await(30, TimeUnit.SECONDS), "the reader read /p from the store");

        repository.inspect(session -> {
            session.getNode("/p").addNode("c", "nt:folder");
            session.save();
            return null;
        });
        // the save evicted /p at once and evicts it again from the change bus; let that pass, as a slow reader would
        Thread.sleep(200);
        held.release.countDown();
        reader.get(30, TimeUnit.SECONDS);

        long listed = repository.inspect(session -> session.getNode("/p").getNodes().getSize());
        assertEquals(1, listed, "a new session lists the child saved; 0 means the reader cached /p as it was "
                + "before the save");
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
