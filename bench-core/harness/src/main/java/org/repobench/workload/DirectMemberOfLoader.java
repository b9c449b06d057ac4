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
final class DirectMemberOfLoader implements MemberLoader {
    static final String OBJECTS = Bodies.BASE + "/directObjects";
    static final String COLLECTION = Bodies.BASE + "/directMemberOfCollection";

    @Override
    public String prepare(WorkloadWriter writer) throws Exception {
        WorkloadLoader.putEmpty(writer, Bodies.BASE, OBJECTS, COLLECTION);
        return COLLECTION;
    }

    @Override
    public void loadMember(WorkloadWriter writer, int i, Layout layout) throws Exception {
        layout.create(writer, OBJECTS, "object" + i, Bodies.memberOf(i, writer.uriOf(COLLECTION)));
    }
}
