package org.repobench.crud;

import org.junit.jupiter.api.Test;
import org.repobench.ldp.LdpClient;
import org.repobench.ldp.LdpRequest;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The CRUD study's requests as data: what the benchmarks send, and what a load engine's plan would be built from,
 * with an engine's own reference in place of the path.
 */
class ResourceKindRequestsTest {
    private static final String PATH = "repobench/crud/${rb_name}";

    @Test
    void aContainerIsPostedToItsParentWithItsNameAsSlug() {
        assertEquals(new LdpRequest("POST", "repobench/crud", Map.of("Slug", "${rb_name}",
                "Content-Type", "text/turtle"), ""), ResourceKind.CONTAINER.createRequest(PATH));
        LdpRequest update = ResourceKind.CONTAINER.updateRequest(PATH);
        assertEquals("PATCH", update.method());
        assertEquals("application/sparql-update", update.headers().get("Content-Type"));
        assertTrue(update.body().contains("dc:title \"Title: " + PATH + "\""), update.body());
        assertEquals(LdpRequest.get(PATH, LdpClient.N_TRIPLES), ResourceKind.CONTAINER.retrieveRequest(PATH));
        assertEquals(LdpRequest.delete(PATH), ResourceKind.CONTAINER.deleteRequest(PATH));
    }

    @Test
    void aContentFileIsPutAsTextThatFedoraKeepsAsABinary() {
        LdpRequest create = ResourceKind.CONTENT.createRequest(PATH);
        assertEquals("PUT", create.method());
        assertEquals("text/plain", create.headers().get("Content-Type"));
        assertEquals(LdpRequest.NON_RDF_SOURCE, create.headers().get("Link"));
        assertEquals("This is a content file: " + PATH, create.body());
        assertEquals("This is an updated content file: " + PATH, ResourceKind.CONTENT.updateRequest(PATH).body());
        assertEquals("GET", ResourceKind.CONTENT.retrieveRequest(PATH).method());
    }
}
