package org.repobench.repository;

import com.amazonaws.services.s3.AmazonS3;
import org.modeshape.jcr.JcrRepository;
import org.modeshape.jcr.cache.RepositoryCache;
import org.modeshape.jcr.cache.document.WorkspaceCache;
import org.modeshape.jcr.value.binary.BinaryStore;
import org.modeshape.jcr.value.binary.S3BinaryStore;

import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.Collection;
import java.util.Map;
import java.util.concurrent.ConcurrentMap;

/**
 * The one place main code reaches into ModeShape 5.4.1's private members by reflection (tests may reach further).
 * ModeShape offers no public way to what the repository needs here, and each member below is named so that a
 * ModeShape upgrade that moves it fails in one class, with {@link ReflectiveOperationException}.
 *
 * <ul>
 *   <li>{@code JcrRepository.runningState()} (protected) and its {@code repositoryCache()} (package-private):
 *       the shared caches of the workspaces, which {@link FreshNodeCaches} guards against a stale node.</li>
 *   <li>{@code RunningState.binaryStore()} (protected): the binary store, to collect unused binaries now rather
 *       than on ModeShape's schedule, and to shut its S3 client down on close.</li>
 *   <li>{@code RepositoryCache.workspaceCachesByName} (private): the workspace caches loaded so far, to count the
 *       nodes they hold without loading any other.</li>
 *   <li>{@code WorkspaceCache.nodesByKey} (private final): a workspace cache's map of nodes, read to count them and
 *       replaced by {@link FreshNodeCaches} with a guarded map.</li>
 *   <li>{@code S3BinaryStore.s3Client} (private): the AWS client ModeShape makes and never shuts down.</li>
 * </ul>
 */
final class ModeShapeInternals {
    private ModeShapeInternals() {
    }

    /** The running repository's cache of workspace caches. */
    static RepositoryCache repositoryCache(JcrRepository repository) throws ReflectiveOperationException {
        Object state = runningState(repository);
        return (RepositoryCache) call(state.getClass().getDeclaredMethod("repositoryCache"), state);
    }

    /** The running repository's binary store (ModeShape's method of that name, not the param). */
    @SuppressWarnings("checkstyle:quotedParamName")
    static BinaryStore binaryStore(JcrRepository repository) throws ReflectiveOperationException {
        Object state = runningState(repository);
        return (BinaryStore) call(state.getClass().getDeclaredMethod("binaryStore"), state);
    }

    /** The workspace caches loaded so far, the system workspace's included once loaded; none is loaded here. */
    static Collection<WorkspaceCache> loadedWorkspaceCaches(RepositoryCache caches)
            throws ReflectiveOperationException {
        @SuppressWarnings("unchecked")
        Map<String, WorkspaceCache> byName = (Map<String, WorkspaceCache>) accessible(
                RepositoryCache.class.getDeclaredField("workspaceCachesByName")).get(caches);
        return byName.values();
    }

    /** The map a workspace cache keeps its nodes in. */
    @SuppressWarnings("unchecked")
    static ConcurrentMap<Object, Object> nodesByKey(WorkspaceCache workspace) throws ReflectiveOperationException {
        return (ConcurrentMap<Object, Object>) nodesByKeyField().get(workspace);
    }

    /** Replaces the map a workspace cache keeps its nodes in (a final field, set once the repository started). */
    static void replaceNodesByKey(WorkspaceCache workspace, ConcurrentMap<Object, Object> nodes)
            throws ReflectiveOperationException {
        nodesByKeyField().set(workspace, nodes);
    }

    /** Shuts down the AWS client of an S3 binary store, which ModeShape never does; other stores have none. */
    static void shutDownS3Client(BinaryStore store) throws ReflectiveOperationException {
        if (!(store instanceof S3BinaryStore)) {
            return;
        }
        Object s3 = accessible(S3BinaryStore.class.getDeclaredField("s3Client")).get(store);
        if (s3 instanceof AmazonS3 open) {
            open.shutdown();
        }
    }

    private static Object runningState(JcrRepository repository) throws ReflectiveOperationException {
        return call(JcrRepository.class.getDeclaredMethod("runningState"), repository);
    }

    private static Field nodesByKeyField() throws NoSuchFieldException {
        return accessible(WorkspaceCache.class.getDeclaredField("nodesByKey"));
    }

    private static Object call(Method method, Object target) throws ReflectiveOperationException {
        method.setAccessible(true);
        return method.invoke(target);
    }

    private static Field accessible(Field field) {
        field.setAccessible(true);
        return field;
    }
}
