package org.repobench.ldp;

/**
 * The generation of Fedora's own vocabulary a server speaks. Only the names that workloads send differ: Fedora 4
 * names the inbound-references preference in its repository namespace, Fedora 5 and later in the fcrepo API namespace,
 * and each ignores the other's name.
 */
public enum Vocabulary {
    FEDORA_4("http://fedora.info/definitions/v4/repository#InboundReferences"),
    FEDORA_5_AND_LATER("http://fedora.info/definitions/fcrepo#PreferInboundReferences");

    private final String inboundReferencesUri;

    Vocabulary(String inboundReferencesUri) {
        this.inboundReferencesUri = inboundReferencesUri;
    }

    /** The {@code include} URI of the Prefer header that asks for triples pointing at the resource. */
    public String inboundReferencesUri() {
        return inboundReferencesUri;
    }

    /**
     * A Prefer header value asking for inbound references in both vocabularies: one request shape for every server,
     * since each ignores the URI it does not know (verified on 4.7.5 and 6.1.0, RECIPE §5).
     */
    public static String preferInboundReferences() {
        return "return=representation; include=\"" + FEDORA_4.inboundReferencesUri + " "
                + FEDORA_5_AND_LATER.inboundReferencesUri + "\"";
    }
}
