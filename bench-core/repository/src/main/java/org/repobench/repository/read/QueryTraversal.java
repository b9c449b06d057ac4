package org.repobench.repository.read;

import com.fasterxml.jackson.databind.node.ObjectNode;

import javax.jcr.Node;
import javax.jcr.NodeIterator;
import javax.jcr.Property;
import javax.jcr.PropertyIterator;
import javax.jcr.RepositoryException;
import javax.jcr.Session;
import javax.jcr.Value;
import javax.jcr.query.Query;
import javax.jcr.query.QueryManager;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The QUERY traversal, as fcrepo's attempt (branch rwp-mode-queries) tried it: JCR-SQL2 queries in place of node
 * iteration for children, membership containers and inbound references, with ModeShape value indexes (the local
 * index provider) on the properties the GET needs. What a query returns are still nodes: ModeShape loads each one to
 * hand out its row, and the representation converts them exactly as {@link Traversal#ITERATE} does.
 */
public final class QueryTraversal {
    /** The local index provider's files: in the location's directory, so they are copied and deleted with it. */
    static final String INDEX_DIRECTORY = "modeshape-indexes";
    private static final String PROVIDER = "local";

    private QueryTraversal() {
    }

    /**
     * Adds the index provider and the value indexes to repository.json: the two proxy properties, the membership
     * resource, and the node type all resources share (for the descendant query that lists children). Names are
     * written expanded, so they need no namespace registered when the repository starts.
     */
    public static void configure(ObjectNode root, Path locationDirectory) {
        ObjectNode provider = root.putObject("indexProviders").putObject(PROVIDER);
        provider.put("classname", "org.modeshape.jcr.index.local.LocalIndexProvider");
        provider.put("directory", locationDirectory.resolve(INDEX_DIRECTORY).toString());
        ObjectNode indexes = root.putObject("indexes");
        valueIndex(indexes, "proxyFor", "{http://www.openarchives.org/ore/terms/}proxyFor_ref(WEAKREFERENCE)");
        valueIndex(indexes, "proxyIn", "{http://www.openarchives.org/ore/terms/}proxyIn_ref(WEAKREFERENCE)");
        valueIndex(indexes, "membershipResource", "{http://www.w3.org/ns/ldp#}membershipResource(REFERENCE)");
        ObjectNode types = indexes.putObject("nodeTypes");
        types.put("kind", "nodetype");
        types.put("provider", PROVIDER);
        types.put("nodeType", "nt:base");
        types.put("columns", "jcr:primaryType(STRING)");
        root.putObject("reindexing").put("async", false);
    }

    private static void valueIndex(ObjectNode indexes, String name, String column) {
        ObjectNode index = indexes.putObject(name);
        index.put("kind", "value");
        index.put("provider", PROVIDER);
        index.put("nodeType", "nt:base");
        index.put("columns", column);
        index.put("synchronous", true);
    }

    /**
     * A node's resource children through pairtree levels, from one query for the resources below it: a result is a
     * child when no other result lies between it and the parent.
     */
    static List<Node> resourceChildren(Session session, Node parent) throws RepositoryException {
        String parentPath = parent.getPath();
        Query query = manager(session).createQuery("SELECT n.[jcr:path] FROM [fedora:Resource] AS n WHERE "
                + "ISDESCENDANTNODE(n, [" + parentPath.replace("]", "\\]") + "])", Query.JCR_SQL2);
        List<Node> below = new ArrayList<>();
        Set<String> paths = new HashSet<>();
        for (NodeIterator nodes = query.execute().getNodes(); nodes.hasNext(); ) {
            Node node = nodes.nextNode();
            below.add(node);
            paths.add(node.getPath());
        }
        String prefix = "/".equals(parentPath) ? "/" : parentPath + "/";
        List<Node> children = new ArrayList<>();
        for (Node node : below) {
            String path = node.getPath();
            if (node.getName().startsWith("jcr:") || node.getName().startsWith("mode:")) {
                continue;
            }
            boolean direct = true;
            for (int slash = path.indexOf('/', prefix.length()); slash > 0; slash = path.indexOf('/', slash + 1)) {
                if (paths.contains(path.substring(0, slash))) {
                    direct = false;
                    break;
                }
            }
            if (direct) {
                children.add(node);
            }
        }
        return children;
    }

    /**
     * The reference properties that point at the target: those named {@code property}, or every REFERENCE and
     * WEAKREFERENCE property when it is null. The referrers come from a query; their properties are then read.
     */
    static List<Property> referencesTo(Session session, Node target, String property) throws RepositoryException {
        String identifier = target.getIdentifier();
        String sql = property == null
                ? "SELECT n.[jcr:path] FROM [nt:base] AS n WHERE REFERENCE(n) = $id"
                : "SELECT n.[jcr:path] FROM [nt:base] AS n WHERE n.[" + property + "] = $id";
        Query query = manager(session).createQuery(sql, Query.JCR_SQL2);
        query.bindValue("id", session.getValueFactory().createValue(identifier));
        List<Property> properties = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (NodeIterator nodes = query.execute().getNodes(); nodes.hasNext(); ) {
            Node referrer = nodes.nextNode();
            if (!seen.add(referrer.getPath())) {
                continue;
            }
            for (PropertyIterator all = referrer.getProperties(); all.hasNext(); ) {
                Property candidate = all.nextProperty();
                if ((property == null || property.equals(candidate.getName()))
                        && RdfTerms.isReference(candidate.getType()) && pointsAt(candidate, identifier)) {
                    properties.add(candidate);
                }
            }
        }
        return properties;
    }

    private static boolean pointsAt(Property property, String identifier) throws RepositoryException {
        for (Value value : property.isMultiple() ? property.getValues() : new Value[] {property.getValue()}) {
            if (value.getString().equals(identifier)) {
                return true;
            }
        }
        return false;
    }

    private static QueryManager manager(Session session) throws RepositoryException {
        return session.getWorkspace().getQueryManager();
    }
}
