package org.repobench.repository.model;

/** JCR names of Fedora 4.7's node model (see fedora-node-types.cnd). */
public final class JcrNames {
    public static final String FOLDER = "nt:folder";
    public static final String FILE = "nt:file";
    public static final String RESOURCE = "nt:resource";
    public static final String CONTENT = "jcr:content";
    public static final String DATA = "jcr:data";

    public static final String FEDORA_RESOURCE = "fedora:Resource";
    public static final String FEDORA_CONTAINER = "fedora:Container";
    public static final String FEDORA_PAIRTREE = "fedora:Pairtree";
    public static final String FEDORA_BINARY = "fedora:Binary";
    public static final String FEDORA_DESCRIPTION = "fedora:NonRdfSourceDescription";
    /** The primary type of what DELETE leaves at a resource's path. */
    public static final String FEDORA_TOMBSTONE = "fedora:Tombstone";
    /** ModeShape's own system nodes (fcrepo's isInternalNode). */
    public static final String MODE_SYSTEM = "mode:system";
    /** A version's copy of a node, and the name of its root in a version's tree. */
    public static final String FROZEN_NODE = "nt:frozenNode";
    public static final String FROZEN_NODE_NAME = "jcr:frozenNode";
    public static final String BASIC_CONTAINER = "ldp:BasicContainer";
    public static final String DIRECT_CONTAINER = "ldp:DirectContainer";
    public static final String INDIRECT_CONTAINER = "ldp:IndirectContainer";

    public static final String MEMBERSHIP_RESOURCE = "ldp:membershipResource";
    public static final String HAS_MEMBER_RELATION = "ldp:hasMemberRelation";
    public static final String IS_MEMBER_OF_RELATION = "ldp:isMemberOfRelation";
    public static final String INSERTED_CONTENT_RELATION = "ldp:insertedContentRelation";

    public static final String HAS_SIZE = "premis:hasSize";
    public static final String HAS_MESSAGE_DIGEST = "premis:hasMessageDigest";
    public static final String HAS_MIME_TYPE = "ebucore:hasMimeType";
    public static final String FILENAME = "ebucore:filename";

    /** fcrepo's FedoraTypesUtils.REFERENCE_PROPERTY_SUFFIX: in-repository links are WEAKREFERENCEs named so. */
    public static final String REFERENCE_SUFFIX = "_ref";

    /** fcrepo's FedoraJcrConstants.FIELD_DELIMITER between a literal's lexical form, datatype and language. */
    public static final String FIELD_DELIMITER = "\30^^\30";
    /** The datatype token fcrepo stores for external (out-of-domain) URIs kept as strings. */
    public static final String URI_DATATYPE_TOKEN = "URI";

    private JcrNames() {
    }

    /** Mixins that say how a node is stored, or its LDP interaction model: a PUT that replaces triples keeps them. */
    public static boolean survivesReplace(String jcrName) {
        return switch (jcrName) {
            case FEDORA_RESOURCE, FEDORA_CONTAINER, FEDORA_PAIRTREE, FEDORA_DESCRIPTION, FEDORA_BINARY, BASIC_CONTAINER,
                    DIRECT_CONTAINER, INDIRECT_CONTAINER -> true;
            default -> false;
        };
    }

    public static boolean isInternal(String jcrName) {
        return jcrName.startsWith("jcr:") || jcrName.startsWith("mode:") || jcrName.startsWith("nt:")
                || jcrName.startsWith("mix:");
    }
}
