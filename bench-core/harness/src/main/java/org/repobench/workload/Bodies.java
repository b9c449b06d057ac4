package org.repobench.workload;

import java.util.function.IntFunction;

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

    /** The values {@code from} (inclusive) to {@code to} (exclusive) of a many-values workload, in one body. */
    @FunctionalInterface
    interface Values {
        String of(int from, int to);
    }

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
        return relations(i, i + 1);
    }

    /** {@code <> dc:title "this is object # from", ... .}: the titles of {@link #title} from {@code from} on. */
    static String titles(int from, int to) {
        return values("dc:title", from, to, i -> "\"this is object # " + i + "\"");
    }

    static String relations(int from, int to) {
        return values("dc:relation", from, to, i -> "<http://example.org/uri/" + i + ">");
    }

    private static String values(String predicate, int from, int to, IntFunction<String> value) {
        StringBuilder body = new StringBuilder(PREFIXES).append("<> ").append(predicate).append(' ');
        for (int i = from; i < to; i++) {
            body.append(i > from ? ", " : "").append(value.apply(i));
        }
        return body.append(" .").toString();
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
