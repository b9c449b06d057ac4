package org.repobench.repository.model;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class ResourceUrisTest {
    private final ResourceUris uris = new ResourceUris("http://localhost:8080/rest/");

    @Test
    void aPathNeedingQuotesIsQuotedInItsUriAndInItsNodeAlike() {
        assertEquals("http://localhost:8080/rest/a%20b/c%C3%A9", uris.uriOf("/a b/cé"));
        assertEquals(uris.uriOf("/a b/cé"), uris.nodeOf("/a b/cé").getURI());
        assertEquals("http://localhost:8080/rest/", uris.uriOf("/"));
    }

    @Test
    void pathOfUndoesUriOf() {
        for (String path : new String[] {"/", "/a", "/a b/cé", "/x/y%z"}) {
            assertEquals(path, uris.pathOf(uris.uriOf(path)), path);
        }
        assertEquals("/", uris.pathOf("http://localhost:8080/rest"));
        assertEquals("/a", uris.pathOf("http://localhost:8080/rest/a/"));
    }

    @Test
    void aUriOutsideTheDomainHasNoPath() {
        assertThrows(IllegalArgumentException.class, () -> uris.pathOf("http://localhost:8080/restless/a"));
    }
}
