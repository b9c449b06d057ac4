package org.repobench.crud;

import org.junit.jupiter.api.Test;
import org.repobench.jmh.ServerWatch;
import org.repobench.ldp.FedoraVocabulary;
import org.repobench.ldp.LdpClient;
import org.repobench.ldp.LdpServer;

import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The CRUD parent leaves a server as the trial found it: in one DELETE with up to
 * {@link HttpCrud#CHILDREN_IN_ONE_DELETE} children, a child per request first with more (a DELETE of 10,000 children
 * outlasted Fedora 6.5.2's transaction).
 */
class HttpCrudTeardownTest {
    private static final String PARENT_DELETE = "DELETE /rest/" + HttpCrud.PARENT;

    @Test
    void theRuleIsOneDeleteUpToTheLimit() {
        assertFalse(HttpCrud.emptiedFirst(0));
        assertFalse(HttpCrud.emptiedFirst(HttpCrud.CHILDREN_IN_ONE_DELETE));
        assertTrue(HttpCrud.emptiedFirst(HttpCrud.CHILDREN_IN_ONE_DELETE + 1));
    }

    @Test
    void aParentAtTheLimitGoesInOneDelete() throws Exception {
        List<String> deletes = teardown(HttpCrud.CHILDREN_IN_ONE_DELETE);
        assertEquals(List.of(PARENT_DELETE, PARENT_DELETE + "/fcr:tombstone"), deletes);
    }

    @Test
    void aLargerParentIsEmptiedAChildPerRequestFirst() throws Exception {
        int children = HttpCrud.CHILDREN_IN_ONE_DELETE + 1;
        List<String> deletes = teardown(children);
        assertEquals(2 * children + 2, deletes.size(), "each child and its tombstone, then the parent and its own");
        for (int i = 0; i < children; i++) {
            assertTrue(deletes.contains(PARENT_DELETE + "/existing-" + i), "child " + i);
            assertTrue(deletes.contains(PARENT_DELETE + "/existing-" + i + "/fcr:tombstone"), "child " + i);
        }
        assertEquals(List.of(PARENT_DELETE, PARENT_DELETE + "/fcr:tombstone"),
                deletes.subList(deletes.size() - 2, deletes.size()), "the parent last");
    }

    /** The DELETEs a trial with that many children sends when it ends; the server is left without the parent. */
    private static List<String> teardown(int children) throws Exception {
        try (FailingLdpServer server = new FailingLdpServer(Integer.MAX_VALUE);
             LdpClient client = new LdpClient(new LdpServer(server.root(), Optional.empty(),
                     FedoraVocabulary.FEDORA_4, "test"))) {
            int before;
            try (HttpCrud crud = HttpCrud.open(client, ResourceKind.CONTAINER, children, ServerWatch.none())) {
                before = server.requests().size();
            }
            assertFalse(server.has(HttpCrud.PARENT), "the parent went");
            assertFalse(server.has(HttpCrud.PARENT + "/existing-0"), "its children went");
            return server.requests().subList(before, server.requests().size()).stream()
                    .filter(request -> request.startsWith("DELETE ")).toList();
        }
    }
}
