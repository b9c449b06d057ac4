package org.repobench.workload;

import org.repobench.repository.write.ResourceWriter;

import javax.jcr.RepositoryException;

/**
 * n-members.sh ("many hasMember outlinks"): N objects, and an IndirectContainer under the collection holding one
 * ore:Proxy per object; GET of the collection computes N pcdm:hasMember triples from the proxies' proxyFor.
 */
public final class MembersLoader implements MemberLoader {
    public static final String OBJECTS = Bodies.BASE + "/objects";
    public static final String COLLECTION = Bodies.BASE + "/memberCollection";
    public static final String MEMBERS = COLLECTION + "/members";

    /** The two requests of one member: the object (a POST with its title), then its proxy in the members container. */
    public record Member(String object, String proxy) {
    }

    @Override
    public String prepare(WorkloadWriter writer) throws Exception {
        putCollection(writer);
        return COLLECTION;
    }

    @Override
    public void loadMember(WorkloadWriter writer, int i, Layout layout) throws Exception {
        addMember(writer, i, layout);
    }

    /**
     * The objects container, the collection and its IndirectContainer of proxies, as n-members.sh made them (unsaved).
     */
    public static void putCollection(ResourceWriter writer) throws Exception {
        putCollection(ModelWriter.unsaved(writer));
    }

    private static void putCollection(WorkloadWriter writer) throws Exception {
        WorkloadLoader.putEmpty(writer, Bodies.BASE, OBJECTS, COLLECTION);
        writer.put(MEMBERS, Bodies.indirectContainer(writer.uriOf(COLLECTION), "pcdm:hasMember", "ore:proxyFor"));
    }

    /** Adds member number {@code i} to the collection (unsaved), as n-members.sh did. */
    public static Member addMember(ResourceWriter writer, int i) throws Exception {
        return addMember(ModelWriter.unsaved(writer), i);
    }

    /** Adds member number {@code i} to the collection with the target's requests, as n-members.sh did. */
    public static Member addMember(WorkloadWriter writer, int i) throws Exception {
        return addMember(writer, i, Layout.PAIRTREE);
    }

    /** Member {@code i}'s object body: its title, as n-members.sh POSTed it. */
    public static String objectBody(int i) {
        return Bodies.title(i);
    }

    /** The body of the proxy for the object at {@code object} (the writer's path), as n-members.sh POSTed it. */
    public static String proxyBody(WorkloadWriter writer, String object) {
        return Bodies.proxy(writer.uriOf(object), writer.uriOf(COLLECTION));
    }

    /** Takes a member out again (unsaved): proxy and object deleted and their tombstones purged. */
    public static void removeMember(ResourceWriter writer, Member member) throws RepositoryException {
        writer.delete(member.proxy());
        writer.purgeTombstone(member.proxy());
        writer.delete(member.object());
        writer.purgeTombstone(member.object());
    }

    private static Member addMember(WorkloadWriter writer, int i, Layout layout) throws Exception {
        String object = layout.create(writer, OBJECTS, "object" + i, Bodies.title(i));
        return new Member(object, layout.create(writer, MEMBERS, "proxy" + i,
                Bodies.proxy(writer.uriOf(object), writer.uriOf(COLLECTION))));
    }
}
