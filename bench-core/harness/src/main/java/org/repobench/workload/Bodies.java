package org.repobench.workload;

import org.repobench.repository.model.ResourceUris;

/** The Turtle request bodies of fcrepo-performance-test-scripts, with absolute IRIs for in-repository links. */
final class Bodies {
    static final String BASE = "/bench";
    private static final ResourceUris URIS = new ResourceUris(ResourceUris.DEFAULT_BASE);
    private static final String PREFIXES = "@prefix ldp: <http://www.w3.org/ns/ldp#> . "
            + "@prefix ore: <http://www.openarchives.org/ore/terms/> . "
            + "@prefix pcdm: <http://pcdm.org/models#> . "
            + "@prefix dc: <http://purl.org/dc/elements/1.1/> . "
            + "@prefix test: <http://www.example.org/ns/test#> . ";

    private Bodies() {
    }

    static String empty() {
        return "";
    }

    static String testContainer() {
        return PREFIXES + "<> a test:Container .";
    }

    static String title(int i) {
        return PREFIXES + "<> dc:title \"this is object # " + i + "\" .";
    }

    /** An object's title and its own statement of membership in the collection. */
    static String memberOf(int i, String collectionPath) {
        return PREFIXES + "<> dc:title \"this is object # " + i + "\" ; pcdm:memberOf <" + URIS.uriOf(collectionPath)
                + "> .";
    }

    static String relation(int i) {
        return PREFIXES + "<> dc:relation <http://example.org/uri/" + i + "> .";
    }

    static String indirectContainer(String membershipResourcePath, String hasMemberRelation, String inserted) {
        return PREFIXES + "<> a ldp:IndirectContainer ; ldp:membershipResource <" + URIS.uriOf(membershipResourcePath)
                + "> ; ldp:hasMemberRelation " + hasMemberRelation + " ; ldp:insertedContentRelation " + inserted
                + " .";
    }

    static String directContainer(String membershipResourcePath, String hasMemberRelation) {
        return PREFIXES + "<> a ldp:DirectContainer ; ldp:membershipResource <" + URIS.uriOf(membershipResourcePath)
                + "> ; ldp:hasMemberRelation " + hasMemberRelation + " .";
    }

    static String proxy(String objectPath, String collectionPath) {
        return PREFIXES + "<> a ore:Proxy ; ore:proxyFor <" + URIS.uriOf(objectPath) + "> ; ore:proxyIn <"
                + URIS.uriOf(collectionPath) + "> .";
    }
}
