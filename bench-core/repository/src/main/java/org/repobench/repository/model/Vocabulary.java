package org.repobench.repository.model;

import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;

/** The RDF terms the node model and the workloads speak, as Jena nodes. */
public final class Vocabulary {
    public static final String FEDORA = "http://fedora.info/definitions/v4/repository#";
    public static final String LDP = "http://www.w3.org/ns/ldp#";
    public static final String ORE = "http://www.openarchives.org/ore/terms/";
    public static final String PCDM = "http://pcdm.org/models#";
    public static final String DC = "http://purl.org/dc/elements/1.1/";
    public static final String RDF = "http://www.w3.org/1999/02/22-rdf-syntax-ns#";
    public static final String PREMIS = "http://www.loc.gov/premis/rdf/v1#";
    public static final String EBUCORE = "http://www.ebu.ch/metadata/ontologies/ebucore/ebucore#";
    public static final String TEST = "http://www.example.org/ns/test#";

    public static final Node RDF_TYPE = iri(RDF + "type");

    public static final Node LDP_CONTAINS = iri(LDP + "contains");
    public static final Node LDP_CONTAINER = iri(LDP + "Container");
    public static final Node LDP_RDF_SOURCE = iri(LDP + "RDFSource");
    public static final Node LDP_NON_RDF_SOURCE = iri(LDP + "NonRDFSource");
    public static final Node LDP_BASIC_CONTAINER = iri(LDP + "BasicContainer");
    public static final Node LDP_DIRECT_CONTAINER = iri(LDP + "DirectContainer");
    public static final Node LDP_INDIRECT_CONTAINER = iri(LDP + "IndirectContainer");
    public static final Node LDP_MEMBER = iri(LDP + "member");
    public static final Node LDP_MEMBER_SUBJECT = iri(LDP + "MemberSubject");
    public static final Node LDP_MEMBERSHIP_RESOURCE = iri(LDP + "membershipResource");
    public static final Node LDP_HAS_MEMBER_RELATION = iri(LDP + "hasMemberRelation");
    public static final Node LDP_IS_MEMBER_OF_RELATION = iri(LDP + "isMemberOfRelation");
    public static final Node LDP_INSERTED_CONTENT_RELATION = iri(LDP + "insertedContentRelation");

    public static final Node FEDORA_RESOURCE = iri(FEDORA + "Resource");
    public static final Node FEDORA_CONTAINER = iri(FEDORA + "Container");
    public static final Node FEDORA_BINARY = iri(FEDORA + "Binary");
    public static final Node FEDORA_CREATED = iri(FEDORA + "created");
    public static final Node FEDORA_LAST_MODIFIED = iri(FEDORA + "lastModified");
    public static final Node FEDORA_HAS_PARENT = iri(FEDORA + "hasParent");
    public static final Node FEDORA_INBOUND_REFERENCES = iri(FEDORA + "InboundReferences");

    public static final Node ORE_PROXY = iri(ORE + "Proxy");
    public static final Node ORE_PROXY_FOR = iri(ORE + "proxyFor");
    public static final Node ORE_PROXY_IN = iri(ORE + "proxyIn");
    public static final Node PCDM_HAS_MEMBER = iri(PCDM + "hasMember");
    public static final Node PCDM_MEMBER_OF = iri(PCDM + "memberOf");
    public static final Node DC_TITLE = iri(DC + "title");
    public static final Node DC_RELATION = iri(DC + "relation");
    public static final Node TEST_CONTAINER = iri(TEST + "Container");

    public static final Node PREMIS_HAS_SIZE = iri(PREMIS + "hasSize");
    public static final Node PREMIS_HAS_MESSAGE_DIGEST = iri(PREMIS + "hasMessageDigest");
    public static final Node EBUCORE_HAS_MIME_TYPE = iri(EBUCORE + "hasMimeType");
    public static final Node EBUCORE_FILENAME = iri(EBUCORE + "filename");

    private Vocabulary() {
    }

    public static Node iri(String uri) {
        return NodeFactory.createURI(uri);
    }
}
