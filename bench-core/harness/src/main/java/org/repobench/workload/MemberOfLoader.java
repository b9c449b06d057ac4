package org.repobench.workload;

/**
 * n-memberof.sh ("many memberOf inlinks"): every object gets its own IndirectContainer with one proxy whose
 * proxyIn points at the collection. The collection stores nothing but N weak referrers; its GET with inbound
 * references computes N {@code <obj> pcdm:memberOf <collection>} triples.
 */
final class MemberOfLoader implements MemberLoader {
    static final String OBJECTS = Bodies.BASE + "/objects";
    static final String COLLECTION = Bodies.BASE + "/collection";

    @Override
    public String prepare(WorkloadWriter writer) throws Exception {
        WorkloadLoader.putEmpty(writer, Bodies.BASE, OBJECTS, COLLECTION);
        return COLLECTION;
    }

    @Override
    public void loadMember(WorkloadWriter writer, int i, Layout layout) throws Exception {
        String object = layout.create(writer, OBJECTS, "object" + i, Bodies.title(i));
        String membership = object + "/membership";
        writer.put(membership, Bodies.indirectContainer(writer.uriOf(object), "pcdm:memberOf", "ore:proxyIn"));
        layout.create(writer, membership, "proxy", Bodies.proxy(writer.uriOf(object), writer.uriOf(COLLECTION)));
    }
}
