package org.repobench.api;

/**
 * The suite's JMH param names: the benchmarks' {@code @Param} fields are named so (JMH names a param by its field), the
 * launcher, the gate and the checks write them in {@code -p name=value}, and the reports, figures and comparison read
 * them from the results. Each name is spelled here and nowhere else in main code (a style rule fails the build on a
 * quoted one), so the writing and the reading side cannot drift apart.
 */
public final class ParamNames {
    /** The system measured: the model or a server. */
    public static final String TARGET = "target";
    /** Where the repository keeps its nodes. */
    public static final String STORE = "store";
    /** Where the repository keeps its binaries. */
    public static final String BINARY_STORE = "binaryStore";

    /** The fixture's shape, its member count, the seed of its identifiers and values, and its path layout. */
    public static final String WORKLOAD = "workload";
    public static final String SIZE = "size";
    public static final String SEED = "seed";
    public static final String LAYOUT = "layout";
    /** Which Prefer header a read sends. */
    public static final String PREFER = "prefer";

    /** The model's levers: how the repository is opened. */
    public static final String PARALLEL = "parallel";
    public static final String CACHE_SIZE = "cacheSize";
    public static final String REFERENCE_LOOKUP = "referenceLookup";
    public static final String TRAVERSAL = "traversal";
    /** The JDBC connections the model's stores pool (the CRUD benchmarks). */
    public static final String POOL_SIZE = "poolSize";
    /** Whether the model keeps its reference index (the index write-cost benchmark). */
    public static final String MAINTAIN_INDEX = "maintainIndex";

    /** The CRUD benchmarks: which resource an operation touches, and how many stand beside it. */
    public static final String RESOURCE = "resource";
    public static final String EXISTING = "existing";

    /** The versioning benchmarks. */
    public static final String ON_PARENT_VERSION = "onParentVersion";
    /** Fedora 6.1.0's auto-versioning, a setting the server is started with. */
    public static final String AUTO_VERSIONING = "autoVersioning";
    /** Whether a tree or a book is one archival group (Fedora 6: its whole subtree one OCFL object). */
    public static final String ARCHIVAL_GROUP = "archivalGroup";
    /** Which resources have versioning enabled before the timed version. */
    public static final String VERSIONING = "versioning";
    /** The name a version is given. */
    public static final String LABEL = "label";
    public static final String CONTENT_KB = "contentKb";
    public static final String DATASTREAMS = "datastreams";
    public static final String DESCENDANTS = "descendants";
    public static final String DESCENDANT_TYPE = "descendantType";
    public static final String VERSIONS = "versions";

    /** The ingest benchmarks. */
    public static final String PAYLOAD = "payload";
    public static final String BINARIES = "binaries";
    public static final String BINARY_KB = "binaryKb";
    public static final String PAGE_KB = "pageKb";
    public static final String PAGES_PER_BATCH = "pagesPerBatch";
    public static final String COUNT = "count";
    public static final String GRAPH_SIZE = "graphSize";
    public static final String METHOD = "method";
    public static final String MEMBERS = "members";
    public static final String PROPERTY = "property";
    public static final String VALUES = "values";

    private ParamNames() {
    }
}
