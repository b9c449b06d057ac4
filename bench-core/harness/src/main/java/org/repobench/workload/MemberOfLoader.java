package org.repobench.workload;

/**
 * n-memberof.sh ("many memberOf inlinks"): every object gets its own IndirectContainer with one proxy whose
 * proxyIn points at the collection. The collection stores nothing but N weak referrers; its GET with inbound
 * references computes N {@code <obj> pcdm:memberOf <collection>} triples.
 */
final class MemberOfLoader implements WorkloadLoader {
    static final String OBJECTS = Bodies.BASE + "/objects";
    static final String COLLECTION = Bodies.BASE + "/collection";

    @Override
    public String load(WorkloadWriter writer, LoadProgress progress, int size, Layout layout) throws Exception {
        WorkloadLoader.putEmpty(writer, Bodies.BASE, OBJECTS, COLLECTION);
        for (int i = 0; i < size; i++) {
            String object = layout.create(writer, OBJECTS, "object" + i, Bodies.title(i));
            String membership = object + "/membership";
            writer.put(membership, Bodies.indirectContainer(writer.uriOf(object), "pcdm:memberOf", "ore:proxyIn"));
            layout.create(writer, membership, "proxy", Bodies.proxy(writer.uriOf(object), writer.uriOf(COLLECTION)));
            progress.loaded(i + 1, size);
        }
        return COLLECTION;
    }
}
