package org.repobench.repository.version;

import org.apache.jena.graph.Triple;
import org.repobench.repository.model.ResourceGoneException;
import org.repobench.repository.model.JcrNames;
import org.repobench.repository.model.RdfNames;
import org.repobench.repository.model.ResourceUris;

import javax.jcr.Node;
import javax.jcr.RepositoryException;
import javax.jcr.Session;
import javax.jcr.version.Version;
import javax.jcr.version.VersionHistory;
import javax.jcr.version.VersionIterator;
import javax.jcr.version.VersionManager;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Fedora 4.7's versioning of resources (fcrepo's VersionServiceImpl and its fcr:versions endpoints), on its own JCR
 * session: enable versioning, create a labelled version, list the versions, read a resource as a version holds it.
 * Enabling collects in the session until {@link #save()}, so a load can enable many resources per save; creating a
 * version is immediate. Close it when done.
 */
public final class ResourceVersions implements AutoCloseable {
    private static final String VERSIONABLE = "mix:versionable";

    private final Session session;
    private final ResourceUris uris;
    private final FrozenTriples frozen;

    public ResourceVersions(Session session, ResourceUris uris, RdfNames names) {
        this.session = session;
        this.uris = uris;
        this.frozen = new FrozenTriples(session, uris, names);
    }

    /**
     * Makes the store's containers version their children this way, from now on. Call it on the empty store that is
     * to hold the data (a fixture's load); reopening the store keeps it. See {@link ChildVersioningTypes} for why it
     * lives in the store's node types.
     *
     * @throws IllegalStateException if the store already holds the other variant
     */
    public void defineChildVersioning(ChildVersioning variant) throws RepositoryException {
        ChildVersioningTypes.define(session, variant);
    }

    /** How this store's containers version their children; empty for Fedora 4.7's own node types. */
    public Optional<ChildVersioning> childVersioning() throws RepositoryException {
        return ChildVersioningTypes.of(session);
    }

    /**
     * PUT to fcr:versions: the resource becomes versionable; for a binary both its description and its content, as
     * fcrepo did. Saved by {@link #save()}.
     */
    public void enableVersioning(String path) throws RepositoryException {
        Node resource = requireResource(path);
        resource.addMixin(VERSIONABLE);
        if (resource.isNodeType(JcrNames.FEDORA_DESCRIPTION)) {
            resource.getNode(JcrNames.CONTENT).addMixin(VERSIONABLE);
        }
    }

    public boolean isVersionable(String path) throws RepositoryException {
        return requireResource(path).isNodeType(VERSIONABLE);
    }

    public void save() throws RepositoryException {
        session.save();
    }

    /**
     * POST to fcr:versions with a label: checkpoint (check in, then out again) and label the new version, as fcrepo's
     * createVersion did, enabling versioning first (and saving) if the resource is not versionable yet.
     *
     * @throws IllegalArgumentException if the label is invalid or another version of the resource has it
     */
    public VersionInfo createVersion(String path, String label) throws RepositoryException {
        VersionLabels.check(label);
        if (!isVersionable(path)) {
            enableVersioning(path);
            session.save();
        }
        VersionManager versions = session.getWorkspace().getVersionManager();
        VersionHistory history = versions.getVersionHistory(path);
        if (history.hasVersionLabel(label)) {
            throw new IllegalArgumentException("version label '" + label + "' is already used by a version of "
                    + uris.uriOf(path));
        }
        Version version = versions.checkpoint(path);
        history.addVersionLabel(version.getName(), label, false);
        return info(history, version);
    }

    /** GET of fcr:versions: every version made, oldest first (ModeShape's root version is not one). */
    public List<VersionInfo> list(String path) throws RepositoryException {
        VersionHistory history = history(path);
        List<VersionInfo> versions = new ArrayList<>();
        String root = history.getRootVersion().getName();
        for (VersionIterator all = history.getAllVersions(); all.hasNext(); ) {
            Version version = all.nextVersion();
            if (!version.getName().equals(root)) {
                versions.add(info(history, version));
            }
        }
        return versions;
    }

    /** GET of fcr:versions/{label}: the resource's triples as the version holds them, under the resource's URI. */
    public List<Triple> read(String path, String label) throws RepositoryException {
        return frozen.of(version(path, label).getFrozenNode(), path);
    }

    /** The JCR path of the version's frozen node, for looking at how a version is stored. */
    public String frozenNodePath(String path, String label) throws RepositoryException {
        return version(path, label).getFrozenNode().getPath();
    }

    @Override
    public void close() {
        session.logout();
    }

    private Version version(String path, String label) throws RepositoryException {
        VersionHistory history = history(path);
        if (!history.hasVersionLabel(label)) {
            throw new IllegalArgumentException(uris.uriOf(path) + " has no version labelled '" + label + "'");
        }
        return history.getVersionByLabel(label);
    }

    private VersionHistory history(String path) throws RepositoryException {
        if (!isVersionable(path)) {
            throw new IllegalArgumentException(uris.uriOf(path) + " is not versioned");
        }
        return session.getWorkspace().getVersionManager().getVersionHistory(path);
    }

    private static VersionInfo info(VersionHistory history, Version version) throws RepositoryException {
        String[] labels = history.getVersionLabels(version);
        return new VersionInfo(labels.length == 0 ? null : labels[0], version.getName(),
                version.getCreated().toInstant());
    }

    private Node requireResource(String path) throws RepositoryException {
        if (!session.nodeExists(path)) {
            throw new IllegalArgumentException("no resource at " + uris.uriOf(path));
        }
        Node node = session.getNode(path);
        if (node.isNodeType(JcrNames.FEDORA_TOMBSTONE)) {
            throw new ResourceGoneException(uris.uriOf(path));
        }
        return node;
    }
}
