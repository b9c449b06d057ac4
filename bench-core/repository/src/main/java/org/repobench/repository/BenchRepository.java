package org.repobench.repository;

import com.amazonaws.services.s3.AmazonS3;
import org.apache.jena.graph.Node;
import org.modeshape.common.collection.Problems;
import org.modeshape.jcr.JcrRepository;
import org.modeshape.jcr.ModeShapeEngine;
import org.modeshape.jcr.RepositoryConfiguration;
import org.modeshape.jcr.value.binary.BinaryStore;
import org.modeshape.jcr.value.binary.BinaryStoreException;
import org.modeshape.jcr.value.binary.S3BinaryStore;
import org.repobench.api.Causes;
import org.repobench.repository.index.MembershipIndex;
import org.repobench.repository.index.MembershipQueries;
import org.repobench.repository.model.JcrNames;
import org.repobench.repository.model.Mixins;
import org.repobench.repository.model.PairtreeMinter;
import org.repobench.repository.model.RdfNames;
import org.repobench.repository.model.ResourceGoneException;
import org.repobench.repository.model.ResourceUris;
import org.repobench.repository.read.GetResult;
import org.repobench.repository.read.Prefer;
import org.repobench.repository.read.RdfFormat;
import org.repobench.repository.read.ReferenceResolver;
import org.repobench.repository.read.Representation;
import org.repobench.repository.read.RepresentationWriter;
import org.repobench.repository.read.Traversal;
import org.repobench.repository.version.ResourceVersions;
import org.repobench.repository.write.CreationLocks;
import org.repobench.repository.write.ResourceWriter;
import org.repobench.store.StoreBackend;
import org.repobench.store.StoreLocation;

import javax.jcr.Binary;
import javax.jcr.RepositoryException;
import javax.jcr.Session;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.sql.SQLException;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;

/**
 * The repository under test: a real ModeShape 5 engine on one store, with Fedora 4.7's node model and Jena for RDF.
 * Opened on a store location, closed by {@link #close()}, which stops every engine thread.
 */
public final class BenchRepository implements AutoCloseable {
    private static final long SHUTDOWN_SECONDS = 60;

    private final ModeShapeEngine engine;
    private final JcrRepository repository;
    private final RepositoryOptions options;
    private final ReferenceResolver references;
    private final ResourceUris uris = new ResourceUris(ResourceUris.DEFAULT_BASE);
    private final RdfNames names = new RdfNames();
    private final Mixins mixins = new Mixins();
    private final CreationLocks creationLocks = new CreationLocks();
    private boolean closed;

    private final String storeName;
    /** The membership index of this store (kept by writes unless maintenance is off). */
    private MembershipIndex index;

    private BenchRepository(ModeShapeEngine engine, JcrRepository repository, RepositoryOptions options,
                            ReferenceResolver references, String storeName) {
        this.engine = engine;
        this.repository = repository;
        this.options = options;
        this.references = references;
        this.storeName = storeName;
    }

    /** Starts ModeShape on the location; on failure the engine is shut down again before the error is thrown. */
    public static BenchRepository open(StoreBackend backend, StoreLocation at, RepositoryOptions options) {
        ModeShapeEngine engine = new ModeShapeEngine();
        engine.start();
        try {
            RepositoryConfiguration config = RepositoryConfiguration.read(
                    RepositoryConfigJson.build(backend, at, options).toString());
            Problems problems = config.validate();
            if (problems.hasErrors()) {
                throw new IllegalArgumentException("invalid repository configuration: " + problems);
            }
            JcrRepository repository = engine.deploy(config);
            engine.startRepository(config.getName()).get();
            FreshNodeCaches.install(repository);
            BenchRepository opened = new BenchRepository(engine, repository, options,
                    ReferenceResolver.of(options.referenceLookup(), repository), backend.kind().cliName());
            opened.registerNodeTypes();
            opened.openIndex(backend, at);
            return opened;
        } catch (Exception | Error e) {
            stop(engine);
            Throwable cause = e instanceof ExecutionException && e.getCause() != null ? e.getCause() : e;
            throw new RepositoryStartException("cannot start the repository on store " + backend.kind().cliName()
                    + " at " + at.directory() + ": " + rootMessage(cause), cause);
        }
    }

    public RepositoryOptions options() {
        return options;
    }

    public ResourceUris uris() {
        return uris;
    }

    /**
     * A writer with its own session; close it when done. The seed makes minted identifiers reproducible. It keeps
     * the membership index unless the repository was opened with {@code maintainIndex} off.
     */
    public ResourceWriter writer(long seed) throws RepositoryException {
        return writer(seed, () -> { });
    }

    /**
     * A writer as above whose saves run {@code betweenNodeSaveAndIndexUpdate} after their nodes are stored and
     * before the index is updated: crash tests kill the process there.
     */
    public ResourceWriter writer(long seed, Runnable betweenNodeSaveAndIndexUpdate) throws RepositoryException {
        return new ResourceWriter(repository.login(), uris, names, mixins, new PairtreeMinter(seed),
                creationLocks, options.maintainIndex() ? index.maintenance() : null, betweenNodeSaveAndIndexUpdate);
    }

    /** The store's membership index, e.g. to inspect its rows or how opening found it. */
    public MembershipIndex index() {
        return index;
    }

    private void openIndex(StoreBackend backend, StoreLocation at) throws Exception {
        Session session = repository.login();
        try {
            index = MembershipIndex.open(backend, at, names, options.maintainIndex(), session);
        } finally {
            session.logout();
        }
    }

    /** Versioning (fcrepo's fcr:versions) on a session of its own; close it when done. */
    public ResourceVersions versions() throws RepositoryException {
        return new ResourceVersions(repository.login(), uris, names);
    }

    /**
     * One GET: a fresh session (as each HTTP request had), the representation under {@code prefer}, serialized to
     * {@code out}. {@code countedPredicate} is counted among the triples written.
     */
    public GetResult get(String path, Prefer prefer, RdfFormat format, OutputStream out, Node countedPredicate)
            throws RepositoryException {
        return get(path, prefer, format, out, countedPredicate, options.traversal());
    }

    /**
     * One GET with the given traversal rather than the one the repository was opened with: how tests and the dump
     * compare what each serves from the same store.
     */
    public GetResult get(String path, Prefer prefer, RdfFormat format, OutputStream out, Node countedPredicate,
                         Traversal traversal) throws RepositoryException {
        if (traversal == Traversal.INDEXED && !options.maintainIndex()) {
            throw new IllegalArgumentException("traversal " + traversal + " needs the membership index, which this"
                    + " repository was opened without");
        }
        if (traversal == Traversal.QUERY && options.traversal() != Traversal.QUERY) {
            throw new IllegalArgumentException("traversal " + traversal + " needs ModeShape's query indexes, which"
                    + " are configured only when the repository is opened with it");
        }
        Session session = repository.login();
        try {
            MembershipQueries indexed = null;
            if (traversal == Traversal.INDEXED) {
                index.maintenance().ensureRepaired(session);
                indexed = index.queries();
            }
            return RepresentationWriter.write(
                    Representation.of(session, uris, names, options.parallel(), references, path, prefer, indexed,
                            traversal == Traversal.QUERY),
                    format, out, countedPredicate);
        } catch (SQLException e) {
            throw new RepositoryReadException("GET " + uris.uriOf(path) + " on store " + storeName
                    + " failed reading the membership index: " + rootMessage(e), e);
        } catch (IllegalArgumentException e) {
            throw e;
        } catch (RuntimeException e) {
            throw new RepositoryReadException("GET " + uris.uriOf(path) + " on store " + storeName + " failed: "
                    + rootMessage(e), e);
        } finally {
            session.logout();
        }
    }

    /**
     * GET of a binary's content: its bytes copied to {@code out}, in a fresh session.
     *
     * @return the number of bytes
     * @throws ResourceGoneException if the binary was deleted; IllegalArgumentException if there is none
     */
    public long getBinary(String path, OutputStream out) throws RepositoryException, IOException {
        Session session = repository.login();
        try {
            if (!session.nodeExists(path)) {
                throw new IllegalArgumentException("no resource at " + uris.uriOf(path));
            }
            var file = session.getNode(path);
            if (file.isNodeType(JcrNames.FEDORA_TOMBSTONE)) {
                throw new ResourceGoneException(uris.uriOf(path));
            }
            if (!file.isNodeType(JcrNames.FEDORA_DESCRIPTION)) {
                throw new IllegalArgumentException(uris.uriOf(path) + " is not a binary");
            }
            Binary binary = file.getNode(JcrNames.CONTENT)
                    .getProperty(JcrNames.DATA).getBinary();
            try (InputStream in = binary.getStream()) {
                return in.transferTo(out);
            } finally {
                binary.dispose();
            }
        } finally {
            session.logout();
        }
    }

    /**
     * Removes binaries no node uses any more from the binary store now, as ModeShape's own garbage collection does
     * on its schedule (hours apart by default). Write benchmarks that delete what an iteration stored call it, so
     * the binary store does not grow from iteration to iteration. ModeShape keeps the call internal, hence reflection.
     */
    public void collectUnusedBinaries() {
        try {
            binaryStore().removeValuesUnusedLongerThan(0, TimeUnit.MILLISECONDS);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot reach ModeShape 5's binary store to collect unused binaries: "
                    + rootMessage(e), e);
        } catch (BinaryStoreException e) {
            throw new IllegalStateException("collecting unused binaries failed on store " + storeName + ": "
                    + rootMessage(e), e);
        }
    }

    /**
     * How many nodes the workspaces' caches hold now (ModeShape's Caffeine caches, which {@code cacheSize} bounds):
     * what a GET left in memory, to set beside fcrepo's own count (79,289 after 10,000-member GETs with a 1,000,000
     * cache, about 8 per member). ModeShape keeps the caches internal, hence reflection.
     */
    public long cachedNodes() {
        try {
            Object state = runningState();
            Method repositoryCache = state.getClass().getDeclaredMethod("repositoryCache");
            repositoryCache.setAccessible(true);
            Object cache = repositoryCache.invoke(state);
            Field byName = cache.getClass().getDeclaredField("workspaceCachesByName");
            byName.setAccessible(true);
            long nodes = 0;
            for (Object workspace : ((Map<?, ?>) byName.get(cache)).values()) {
                Field nodesByKey = workspace.getClass().getDeclaredField("nodesByKey");
                nodesByKey.setAccessible(true);
                nodes += ((Map<?, ?>) nodesByKey.get(workspace)).size();
            }
            return nodes;
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot reach ModeShape 5's workspace caches: " + rootMessage(e), e);
        }
    }

    private Object runningState() throws ReflectiveOperationException {
        Method runningState = JcrRepository.class.getDeclaredMethod("runningState");
        runningState.setAccessible(true);
        return runningState.invoke(repository);
    }

    /** The running repository's binary store: ModeShape 5 has no public way to it (its method, not the param). */
    @SuppressWarnings("checkstyle:quotedParamName")
    private BinaryStore binaryStore() throws ReflectiveOperationException {
        Object state = runningState();
        Method binaryStore = state.getClass().getDeclaredMethod("binaryStore");
        binaryStore.setAccessible(true);
        return (BinaryStore) binaryStore.invoke(state);
    }

    /**
     * ModeShape's S3BinaryStore makes an AWS client and never shuts it down, so its connection pool (and, while any
     * pool is registered, the SDK's idle-connection reaper thread) would outlive the repository.
     */
    private static void shutDownS3Client(BinaryStore store) {
        if (!(store instanceof S3BinaryStore)) {
            return;
        }
        try {
            Field client = S3BinaryStore.class.getDeclaredField("s3Client");
            client.setAccessible(true);
            Object s3 = client.get(store);
            if (s3 instanceof AmazonS3 open) {
                open.shutdown();
            }
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot reach ModeShape 5's S3 client to shut it down: " + rootMessage(e),
                    e);
        }
    }

    /** Work with a raw JCR session, e.g. to inspect how something is stored; the session is closed afterwards. */
    public <T> T inspect(SessionWork<T> work) throws RepositoryException {
        Session session = repository.login();
        try {
            return work.apply(session);
        } finally {
            session.logout();
        }
    }

    @FunctionalInterface
    public interface SessionWork<T> {
        T apply(Session session) throws RepositoryException;
    }

    private void registerNodeTypes() throws Exception {
        Session session = repository.login();
        try {
            NodeTypes.register(session);
        } finally {
            session.logout();
        }
    }

    @Override
    public synchronized void close() {
        if (!closed) {
            closed = true;
            BinaryStore binaries = null;
            try {
                binaries = binaryStore();
            } catch (ReflectiveOperationException | RuntimeException notRunning) {
                // a repository that never started has no binary store to shut down
            }
            try {
                if (index != null) {
                    index.close();
                }
            } finally {
                stop(engine);
                shutDownS3Client(binaries);
            }
        }
    }

    private static void stop(ModeShapeEngine engine) {
        try {
            engine.shutdown(true).get(SHUTDOWN_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (Exception e) {
            throw new IllegalStateException("ModeShape did not shut down cleanly: " + rootMessage(e), e);
        }
    }

    private static String rootMessage(Throwable error) {
        Throwable root = Causes.root(error);
        String message = root.getMessage();
        return root.getClass().getSimpleName() + (message == null ? "" : ": " + message);
    }
}
