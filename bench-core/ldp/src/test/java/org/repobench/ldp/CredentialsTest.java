package org.repobench.ldp;

import org.junit.jupiter.api.Test;

import java.net.URI;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CredentialsTest {
    @Test
    void toStringShowsTheUserOnly() {
        Credentials credentials = new Credentials("alice", "s3cret-pw");
        LdpServer server = new LdpServer(URI.create("http://127.0.0.1:1/rest"), Optional.of(credentials),
                FedoraVocabulary.FEDORA_4, "Fedora 4.7.5");

        assertTrue(credentials.toString().contains("alice"));
        assertFalse(credentials.toString().contains("s3cret-pw"));
        assertFalse(server.toString().contains("s3cret-pw"));
    }

    @Test
    void theRootEndsWithASlash() {
        LdpServer server = new LdpServer(URI.create("http://127.0.0.1:8080/fcrepo/rest"), Optional.empty(),
                FedoraVocabulary.FEDORA_4, LdpServer.UNKNOWN_PRODUCT);

        assertEquals(URI.create("http://127.0.0.1:8080/fcrepo/rest/"), server.root());
        assertEquals("127.0.0.1:8080", server.hostPort());
    }

    @Test
    void preferInboundReferencesNamesBothVocabularies() {
        String prefer = FedoraVocabulary.preferInboundReferences();

        assertEquals("return=representation; include=\"http://fedora.info/definitions/v4/repository#InboundReferences"
                + " http://fedora.info/definitions/fcrepo#PreferInboundReferences\"", prefer);
        assertEquals("http://fedora.info/definitions/v4/repository#InboundReferences",
                FedoraVocabulary.FEDORA_4.inboundReferencesUri());
        assertEquals("http://fedora.info/definitions/fcrepo#PreferInboundReferences",
                FedoraVocabulary.FEDORA_5_AND_LATER.inboundReferencesUri());
    }
}
