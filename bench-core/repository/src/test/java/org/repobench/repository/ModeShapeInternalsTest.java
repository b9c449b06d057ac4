package org.repobench.repository;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;
import org.modeshape.jcr.JcrRepository;
import org.modeshape.jcr.cache.document.WorkspaceCache;
import org.repobench.store.StoreKind;

import javax.jcr.Node;
import java.lang.reflect.Field;
import java.util.Collection;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What the repository reaches inside ModeShape through {@link ModeShapeInternals} is there on the ModeShape the suite
 * builds with: the workspace caches are guarded, their nodes counted, the binary store reached. ModeShape's
 * internals do not depend on the store, so the two local stores are enough.
 */
@ParameterizedClass(name = "{0}")
@EnumSource(value = StoreKind.class, names = {"LEVELDB", "FILE"})
class ModeShapeInternalsTest {
    @Parameter
    StoreKind kind;
    @RegisterExtension
    final RepositoryTestSupport.OpenRepository store = new RepositoryTestSupport.OpenRepository(() -> kind);

    @Test
    void everyLoadedWorkspaceCacheIsGuardedOnceOpened() throws Exception {
        Collection<WorkspaceCache> caches = ModeShapeInternals.loadedWorkspaceCaches(
                ModeShapeInternals.repositoryCache(jcr(store.repository())));
        assertFalse(caches.isEmpty(), "an opened repository has loaded its workspaces' caches");
        for (WorkspaceCache cache : caches) {
            assertInstanceOf(FreshNodeCaches.GuardedMap.class, ModeShapeInternals.nodesByKey(cache),
                    "workspace " + cache.getWorkspaceName());
        }
    }

    @Test
    void cachedNodesCountsTheNodesASessionRead() throws Exception {
        BenchRepository repository = store.repository();
        repository.inspect(session -> {
            Node parent = session.getRootNode().addNode("p", "nt:folder");
            for (int i = 0; i < 3; i++) {
                parent.addNode("c" + i, "nt:folder");
            }
            session.save();
            return null;
        });
        long before = repository.cachedNodes();
        long children = repository.inspect(session -> session.getNode("/p").getNodes().getSize());
        assertTrue(children == 3 && repository.cachedNodes() > before,
                "reading /p and its 3 children (" + children + " read) caches them: " + before + " nodes before, "
                        + repository.cachedNodes() + " after");
    }

    @Test
    void unusedBinariesAreCollectedThroughTheBinaryStore() {
        assertDoesNotThrow(() -> store.repository().collectUnusedBinaries());
    }

    private static JcrRepository jcr(BenchRepository repository) throws ReflectiveOperationException {
        Field jcr = BenchRepository.class.getDeclaredField("repository");
        jcr.setAccessible(true);
        return (JcrRepository) jcr.get(repository);
    }
}
