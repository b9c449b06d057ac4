package org.repobench.ldp;

/**
 * The generation of Fedora's own vocabulary a server speaks. Fedora 4 names the inbound-references preference in its
 * repository namespace, Fedora 5 and later in the fcrepo API namespace, and each ignores the other's name; and the
 * two generations make versions differently ({@link #namesVersions}).
 */
public enum FedoraVocabulary {
    FEDORA_4("http://fedora.info/definitions/v4/repository#InboundReferences"),
    FEDORA_5_AND_LATER("http://fedora.info/definitions/fcrepo#PreferInboundReferences");

    /** The type an archival group names itself with (HEAD, {@code Link: <...>; rel="type"}). */
    public static final String ARCHIVAL_GROUP = "http://fedora.info/definitions/v4/repository#ArchivalGroup";
    /**
     * The Link header that makes a new container an archival group (Fedora 6 and later,
     * {@link LdpServer#hasArchivalGroups}): it and everything created below it become one OCFL object, versioned as
     * one; a resource inside cannot be versioned alone (409) nor hold another archival group (409).
     */
    public static final String ARCHIVAL_GROUP_LINK = "<" + ARCHIVAL_GROUP + ">;rel=\"type\"";

    private final String inboundReferencesUri;

    FedoraVocabulary(String inboundReferencesUri) {
        this.inboundReferencesUri = inboundReferencesUri;
    }

    /** The {@code include} URI of the Prefer header that asks for triples pointing at the resource. */
    public String inboundReferencesUri() {
        return inboundReferencesUri;
    }

    /**
     * Whether a version is named by its client: Fedora 4 makes one on {@code POST fcr:versions} with the label as its
     * {@code Slug} and makes a resource versionable on {@code PUT fcr:versions}. Fedora 5 and later make mementos
     * instead: {@code POST fcr:versions} makes one named by its time, a Slug is refused, and every resource is
     * versionable (Fedora 6 by default also makes one on every write).
     */
    public boolean namesVersions() {
        return this == FEDORA_4;
    }

    /**
     * Whether a container's LDP type goes in its body: Fedora 4 reads it there and ignores a Link header; Fedora 5 and
     * later take it from the Link header, and 5.0.2 refuses it in the body even with lenient handling (409, "server
     * managed namespaces").
     */
    public boolean typesContainersInBody() {
        return this == FEDORA_4;
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
