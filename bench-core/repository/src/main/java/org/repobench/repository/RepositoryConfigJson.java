package org.repobench.repository;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.repobench.repository.read.QueryTraversal;
import org.repobench.repository.read.Traversal;
import org.repobench.store.JsonConfig;
import org.repobench.store.StoreBackend;
import org.repobench.store.StoreLocation;

/** Builds repository.json the way fcrepo 4.7's configs looked: one workspace, no indexes, a file binary store. */
final class RepositoryConfigJson {
    static final String REPOSITORY_NAME = "repobench";
    /** ModeShape's key for a workspace's cache of node documents; the cacheSize lever is named after it. */
    @SuppressWarnings("checkstyle:quotedParamName")
    private static final String CACHE_SIZE_KEY = "cacheSize";

    private RepositoryConfigJson() {
    }

    static ObjectNode build(StoreBackend backend, StoreLocation at, RepositoryLevers levers) {
        ObjectNode root = JsonConfig.object();
        root.put("name", REPOSITORY_NAME);
        root.put("jndiName", "");   // no JNDI binding in an embedded engine

        ObjectNode workspaces = root.putObject("workspaces");
        workspaces.putArray("predefined").add("default");
        workspaces.put("default", "default");
        workspaces.put("allowCreation", true);
        workspaces.put(CACHE_SIZE_KEY, levers.cacheSize());

        ObjectNode anonymous = root.putObject("security").putObject("anonymous");
        anonymous.putArray("roles").add("readonly").add("readwrite").add("admin");
        anonymous.put("useOnFailedLogin", false);

        ObjectNode storage = root.putObject("storage");
        storage.set("persistence", backend.persistence(at));
        storage.set("binaryStorage", backend.binaryStorage(at));
        if (levers.traversal() == Traversal.QUERY) {
            QueryTraversal.configure(root, at.directory());
        }
        return root;
    }
}
