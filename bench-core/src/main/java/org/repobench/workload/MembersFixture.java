package org.repobench.workload;

import org.repobench.repository.write.ResourceWriter;

import javax.jcr.RepositoryException;

/**
 * n-members.sh ("many hasMember outlinks"): N objects, and an IndirectContainer under the collection holding one
 * ore:Proxy per object; GET of the collection computes N pcdm:hasMember triples from the proxies' proxyFor.
 */
final class MembersFixture implements FixtureBuilder {
    static final String OBJECTS = Bodies.BASE + "/objects";
    static final String COLLECTION = Bodies.BASE + "/memberCollection";
    static final String MEMBERS = COLLECTION + "/members";

    @Override
    public String build(ResourceWriter writer, int size, Progress progress) throws RepositoryException {
        writer.put(Bodies.BASE, Bodies.empty());
        writer.put(OBJECTS, Bodies.empty());
        writer.put(COLLECTION, Bodies.empty());
        writer.put(MEMBERS, Bodies.indirectContainer(COLLECTION, "pcdm:hasMember", "ore:proxyFor"));
        for (int i = 0; i < size; i++) {
            String object = writer.post(OBJECTS, Bodies.title(i));
            writer.post(MEMBERS, Bodies.proxy(object, COLLECTION));
            progress.memberBuilt(i + 1);
        }
        return COLLECTION;
    }
}
