package org.repobench.workload;

/**
 * The Turtle request bodies of fcrepo-performance-test-scripts; in-repository links are absolute IRIs, which the
 * caller gets from its {@link WorkloadWriter}.
 */
final class Bodies {
    static final String BASE = "/bench";
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
    static String memberOf(int i, String collectionUri) {
        return PREFIXES + "<> dc:title \"this is object # " + i + "\" ; pcdm:memberOf <" + collectionUri + "> .";
    }

    static String relation(int i) {
        return PREFIXES + "<> dc:relation <http://example.org/uri/" + i + "> .";
    }

    static String indirectContainer(String membershipResourceUri, String hasMemberRelation, String inserted) {
        return PREFIXES + "<> a ldp:IndirectContainer ; ldp:membershipResource <" + membershipResourceUri
                + "> ; ldp:hasMemberRelation " + hasMemberRelation + " ; ldp:insertedContentRelation " + inserted
                + " .";
    }

    static String directContainer(String membershipResourceUri, String hasMemberRelation) {
        return PREFIXES + "<> a ldp:DirectContainer ; ldp:membershipResource <" + membershipResourceUri
                + "> ; ldp:hasMemberRelation " + hasMemberRelation + " .";
    }

    static String proxy(String objectUri, String collectionUri) {
        return PREFIXES + "<> a ore:Proxy ; ore:proxyFor <" + objectUri + "> ; ore:proxyIn <" + collectionUri + "> .";
    }
}
