package org.repobench.repository.read;

import org.apache.jena.graph.NodeFactory;
import org.apache.jena.graph.Triple;
import org.apache.jena.sparql.util.NodeFactoryExtra;
import org.repobench.repository.index.MembershipQueries;
import org.repobench.repository.model.Vocabulary;

import javax.jcr.Node;
import java.sql.SQLException;
import java.util.Collection;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.stream.Stream;

import static org.repobench.repository.read.UncheckedRepositoryException.unchecked;

/**
 * The INDEXED traversal: the same triples as {@link ContainmentContext}, {@link MembershipContext} and
 * {@link InboundReferencesContext}, read from the membership index. No child, proxy, member or referrer node is
 * loaded; every URI comes from a stored path.
 */
final class IndexedContexts {
    /** Children are read in pages of this many rows, by key, as Fedora 6 lists containment. */
    static final int PAGE_SIZE = 1_000;

    private IndexedContexts() {
    }

    static Stream<Triple> containment(ReadContext ctx, Node resource) {
        String path = unchecked(resource::getPath);
        var subject = ctx.uriOf(resource);
        return ctx.stream(new ChildPages(ctx.index, path))
                .map(child -> Triple.create(subject, Vocabulary.LDP_CONTAINS, ctx.uris.nodeOf(child)));
    }

    static Stream<Triple> membership(ReadContext ctx, Node resource) {
        String path = unchecked(resource::getPath);
        var subject = ctx.uriOf(resource);
        List<MembershipQueries.Member> members = read(() -> ctx.index.membershipOf(path));
        // the object: a resource of this repository by its path, anything else as the stored RDF term
        return ctx.stream(members.iterator()).map(member -> Triple.create(subject,
                NodeFactory.createURI(member.predicate()), member.objectPath() != null
                        ? ctx.uris.nodeOf(member.objectPath()) : NodeFactoryExtra.parseNode(member.objectTerm())));
    }

    static Stream<Triple> inboundReferences(ReadContext ctx, Node resource) {
        String path = unchecked(resource::getPath);
        var self = ctx.uriOf(resource);
        Collection<MembershipQueries.Inbound> inbound = read(() -> ctx.index.inbound(path));
        return ctx.stream(inbound.iterator()).map(row -> Triple.create(ctx.uris.nodeOf(row.subject()),
                NodeFactory.createURI(row.predicate()), row.object() == null ? self : ctx.uris.nodeOf(row.object())));
    }

    @FunctionalInterface
    private interface IndexRead<T> {
        T get() throws SQLException;
    }

    private static <T> T read(IndexRead<T> call) {
        try {
            return call.get();
        } catch (SQLException e) {
            throw new IllegalStateException("reading the membership index failed: " + e.getMessage(), e);
        }
    }

    /** A resource's children, one page (one query) at a time, each page starting after the last key seen. */
    private static final class ChildPages implements Iterator<String> {
        private final MembershipQueries index;
        private final String parent;
        private List<String> page;
        private int next;
        private boolean last;

        ChildPages(MembershipQueries index, String parent) {
            this.index = index;
            this.parent = parent;
        }

        @Override
        public boolean hasNext() {
            if (page == null || (next == page.size() && !last)) {
                String after = page == null || page.isEmpty() ? null : page.get(page.size() - 1);
                if (page != null && page.isEmpty()) {
                    return false;
                }
                page = read(() -> index.children(parent, after, PAGE_SIZE));
                next = 0;
                last = page.size() < PAGE_SIZE;
            }
            return next < page.size();
        }

        @Override
        public String next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            return page.get(next++);
        }
    }
}
