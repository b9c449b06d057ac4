package org.repobench.repository.write;

import org.repobench.repository.index.IndexMaintenance;
import org.repobench.repository.model.Mixins;
import org.repobench.repository.model.PairtreeMinter;
import org.repobench.repository.model.RdfNames;
import org.repobench.repository.model.ResourceGoneException;
import org.repobench.repository.model.ResourceUris;

import javax.jcr.RepositoryException;
import javax.jcr.Session;
import java.io.IOException;
import java.util.Map;

/**
 * The write half of the repository API, shaped like the LDP requests the Fedora scripts and tests sent: PUT and POST
 * of containers with Turtle bodies, PATCH with triples to insert, PUT and POST of binaries with a Digest, DELETE
 * (leaving a tombstone) and the tombstone's purge. Changes collect in one JCR session until {@link #save()}; a
 * failed save leaves them there, so call {@link #discard()} before trying again.
 */
public final class ResourceWriter implements AutoCloseable {
    private final Session session;
    private final PairtreeMinter minter;
    private final ResourceLookup lookup;
    private final NodeCreation creation;
    private final IndexedSave save;
    private final ContainerWriter containers;
    private final BinaryWriter binaries;
    private final TombstoneWriter tombstones;

    /**
     * A writer of its own session. {@code locks} are shared by all writers of the repository; {@code index} is the
     * membership index it keeps (null: it keeps none). {@code betweenNodeSaveAndIndexUpdate} runs in each save that
     * updates the index, after the nodes are stored and before the index is: the window crash tests kill a process
     * in, which must not leave the index silently wrong.
     */
    public ResourceWriter(Session session, ResourceUris uris, RdfNames names, Mixins mixins, PairtreeMinter minter,
                          CreationLocks locks, IndexMaintenance index, Runnable betweenNodeSaveAndIndexUpdate) {
        this.session = session;
        this.minter = minter;
        this.lookup = new ResourceLookup(session, uris);
        this.creation = new NodeCreation(session, uris, locks);
        this.save = new IndexedSave(session, creation, index, betweenNodeSaveAndIndexUpdate);
        this.containers = new ContainerWriter(uris, new PropertyWriter(session, uris, names, mixins), lookup,
                creation, save);
        this.binaries = new BinaryWriter(session, uris, lookup, creation, save);
        this.tombstones = new TombstoneWriter(uris, lookup, save);
    }

    /** PUT: creates a container at the path (missing ancestors become pairtree nodes) or adds to an existing one. */
    public String put(String path, String turtle) throws RepositoryException {
        containers.put(path, turtle);
        return path;
    }

    /** POST without Slug: a new container at {@code parent/ab/cd/ef/gh/<uuid>}. */
    public String post(String parentPath, String turtle) throws RepositoryException {
        String path = newChildOf(parentPath);
        containers.create(path, turtle);
        return path;
    }

    /** PATCH with {@code INSERT DATA}: adds the triples of the Turtle body to an existing resource. */
    public void patch(String path, String turtle) throws RepositoryException {
        containers.patch(path, turtle);
    }

    /**
     * PUT with a Turtle body to an existing container: its triples become exactly the body's (fcrepo's
     * replaceProperties). What the server manages (interaction model, created, the LDP container configuration's
     * types) stays.
     */
    public void replace(String path, String turtle) throws RepositoryException {
        containers.replace(path, turtle);
    }

    /**
     * POST of a binary: a new binary at {@code parent/ab/cd/ef/gh/<uuid>} (see {@link #putBinary}). Every digest the
     * client sent is checked before anything is written.
     */
    public String postBinary(String parentPath, BinarySource source, String mimeType,
                             Map<String, String> expectedDigests) throws RepositoryException, IOException {
        String path = newChildOf(parentPath);
        binaries.put(path, source, mimeType, expectedDigests);
        return path;
    }

    /**
     * PUT of a binary: creates it at the path (missing ancestors become pairtree nodes) or replaces the content of
     * the binary there. Every digest the client sent (algorithm → hex) is checked before anything is written; a
     * mismatch throws {@link DigestMismatchException} and leaves the repository as it was.
     *
     * @return whether the binary was created (false: its content was replaced)
     */
    public boolean putBinary(String path, BinarySource source, String mimeType, Map<String, String> expectedDigests)
            throws RepositoryException, IOException {
        return binaries.put(path, source, mimeType, expectedDigests);
    }

    /**
     * DELETE, as Fedora 4 did it (FedoraResourceImpl.delete): references to the resource and to everything below it
     * are removed from their referrers, the node goes, and a {@code fedora:Tombstone} takes its place, so the path
     * answers "gone" until the tombstone is purged. A membership resource the resource counted towards is touched.
     */
    public void delete(String path) throws RepositoryException {
        tombstones.delete(path);
    }

    /** DELETE of {@code <path>/fcr:tombstone}: removes the tombstone, so the path is free again. */
    public void purgeTombstone(String path) throws RepositoryException {
        tombstones.purge(path);
    }

    /** Whether a resource (not a tombstone) is at the path, as this session sees it. */
    public boolean exists(String path) throws RepositoryException {
        return lookup.exists(path);
    }

    /** Whether a deleted resource's tombstone is at the path. */
    public boolean isTombstone(String path) throws RepositoryException {
        return lookup.isTombstone(path);
    }

    /**
     * Saves the session's changes. With the membership index kept, the touched paths are first recorded as pending
     * in the index, then the nodes are saved, then the index rows of those resources are derived again from the
     * saved nodes (see {@link IndexMaintenance}).
     */
    public void save() throws RepositoryException {
        save.save();
    }

    /** Throws away everything not yet saved. */
    public void discard() throws RepositoryException {
        save.discard();
    }

    @Override
    public void close() {
        session.logout();
        creation.release(false);
    }

    /**
     * The path a POST creates under the parent: {@code parent/ab/cd/ef/gh/<uuid>}. {@link ResourceGoneException} if
     * the parent was deleted, {@link NoSuchResourceException} if there is none.
     */
    private String newChildOf(String parentPath) throws RepositoryException {
        lookup.require(parentPath);
        return ("/".equals(parentPath) ? "" : parentPath) + "/" + minter.mint();
    }
}
