package org.repobench.workload;

/**
 * n-members with a DirectContainer: the collection's {@code members} DirectContainer (membershipResource the
 * collection, hasMemberRelation pcdm:hasMember) holds the N objects themselves, so GET of the collection computes
 * N pcdm:hasMember triples from the container's children, without proxies.
 */
final class DirectMembersLoader implements MemberLoader {
    static final String COLLECTION = Bodies.BASE + "/directCollection";
    static final String MEMBERS = COLLECTION + "/members";

    @Override
    public String prepare(WorkloadWriter writer) throws Exception {
        WorkloadLoader.putEmpty(writer, Bodies.BASE, COLLECTION);
        writer.put(MEMBERS, Bodies.directContainer(writer.uriOf(COLLECTION), "pcdm:hasMember"));
        return COLLECTION;
    }

    @Override
    public void loadMember(WorkloadWriter writer, int i, Layout layout) throws Exception {
        layout.create(writer, MEMBERS, "object" + i, Bodies.title(i));
    }
}
