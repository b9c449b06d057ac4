package org.repobench.workload;

/**
 * n-memberof without proxies: each object is created stating {@code <> pcdm:memberOf <collection>} itself (stored
 * as the object's {@code pcdm:memberOf_ref} weak reference), so the collection's GET with inbound references gets
 * each of its N triples straight from a referrer, with no IndirectContainer or proxy in between.
 *
 * <p>Why not a DirectContainer with {@code ldp:isMemberOfRelation}: Fedora 4.7 put that relation's triples on the
 * member's own GET (LdpIsMemberOfRdfContext), never on the collection's, so it cannot give the timed resource its N
 * inbound triples. Membership stated by the members themselves is the direct form of n-memberof.
 */
final class DirectMemberOfLoader implements WorkloadLoader {
    static final String OBJECTS = Bodies.BASE + "/directObjects";
    static final String COLLECTION = Bodies.BASE + "/directMemberOfCollection";

    @Override
    public String load(WorkloadWriter writer, LoadProgress progress, int size, Layout layout) throws Exception {
        WorkloadLoader.putEmpty(writer, Bodies.BASE, OBJECTS, COLLECTION);
        for (int i = 0; i < size; i++) {
            layout.create(writer, OBJECTS, "object" + i, Bodies.memberOf(i, writer.uriOf(COLLECTION)));
            progress.loaded(i + 1, size);
        }
        return COLLECTION;
    }
}
