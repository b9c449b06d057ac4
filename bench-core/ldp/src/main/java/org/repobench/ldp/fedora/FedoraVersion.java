package org.repobench.ldp.fedora;

import org.repobench.api.EnumValues;
import org.repobench.api.TargetKind;
import org.repobench.ldp.LdpServer;
import org.repobench.ldp.FedoraVocabulary;
import org.repobench.store.BinaryStoreKind;
import org.repobench.store.StoreKind;

import java.nio.file.Path;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The Fedora releases the suite starts itself, and what differs between them: the war, whether it demands BASIC
 * authentication, the stores it runs on, whether ModeShape's workspace cache size applies, and its vocabulary.
 */
public enum FedoraVersion implements EnumValues.Named {
    /** ModeShape 5 under Fedora's node model: the server the in-process model imitates; open, no authentication. */
    FEDORA_4_7_5(TargetKind.FEDORA_4_7_5, "4.7.5", "fedora4", FedoraVocabulary.FEDORA_4) {
        @Override
        public boolean needsBasicAuth() {
            return false;
        }

        @Override
        public boolean hasCacheSize() {
            return true;
        }

        @Override
        String whyNot(StoreKind store) {
            return "the LevelDB store is this suite's own ModeShape provider, which the fcrepo-webapp war does not"
                    + " hold";
        }

        @Override
        Optional<String> whyNot(BinaryStoreKind binaryStore) {
            return binaryStore == BinaryStoreKind.FILE || binaryStore == BinaryStoreKind.S3 ? Optional.empty()
                    : Optional.of("its configurations keep binaries in files or in S3 (file-s3, jdbc-postgresql-s3),"
                    + " never in the database; accepted: FILE, S3");
        }

        @Override
        String describeFiles() {
            return "ModeShape's file store (H2 MVStore) and binary files";
        }

        @Override
        String describeDatabase() {
            return "ModeShape's JDBC store and binary files";
        }

        @Override
        void requireArtifacts(ServerArtifacts artifacts) {
            artifacts.war(this);
            artifacts.jettyRunner();
            artifacts.jaxbLib();
        }

        @Override
        Launch prepare(ServerSpec spec, ServerArtifacts artifacts, RunDirectory run, Path home) {
            return Fedora4Launch.prepare(spec, artifacts, run, home);
        }

        @Override
        long mysqlBytes(Statement statement) throws SQLException {
            return StoredBytes.modeShapeContent(statement);
        }
    },
    /** OCFL files plus a relational index (H2, PostgreSQL, MySQL); its web.xml demands BASIC authentication. */
    FEDORA_6_1_0(TargetKind.FEDORA_6_1_0, "6.1.0", "fedora6", FedoraVocabulary.FEDORA_5_AND_LATER) {
        @Override
        public boolean needsBasicAuth() {
            return true;
        }

        @Override
        public boolean hasCacheSize() {
            return false;
        }

        @Override
        String whyNot(StoreKind store) {
            return "Fedora 6 keeps resources in OCFL files and its index in H2, PostgreSQL or MySQL";
        }

        @Override
        Optional<String> whyNot(BinaryStoreKind binaryStore) {
            return binaryStore == BinaryStoreKind.FILE ? Optional.empty()
                    : Optional.of("it keeps a binary in its resource's OCFL object, which the suite keeps on the file"
                    + " system; accepted: FILE");
        }

        @Override
        String describeFiles() {
            return "OCFL files with the index in H2";
        }

        @Override
        String describeDatabase() {
            return "OCFL files with the index in the database";
        }

        @Override
        void requireArtifacts(ServerArtifacts artifacts) {
            artifacts.war(this);
            artifacts.jettyRunner();
        }

        @Override
        Launch prepare(ServerSpec spec, ServerArtifacts artifacts, RunDirectory run, Path home) {
            return Fedora6Launch.prepare(spec, artifacts, run, home);
        }

        @Override
        long mysqlBytes(Statement statement) throws SQLException {
            return StoredBytes.mysqlTables(statement);
        }
    };

    private static final Set<StoreKind> STORES = EnumSet.of(StoreKind.FILE, StoreKind.POSTGRESQL, StoreKind.MYSQL);

    private final TargetKind target;
    private final String cliName;
    private final String version;
    private final String artifactKey;
    private final FedoraVocabulary vocabulary;

    FedoraVersion(TargetKind target, String version, String artifactKey, FedoraVocabulary vocabulary) {
        this.target = target;
        this.cliName = target.cliName();
        this.version = version;
        this.artifactKey = artifactKey;
        this.vocabulary = vocabulary;
    }

    @Override
    public String cliName() {
        return cliName;
    }

    /** The Fedora the suite starts for {@code target}; empty for a target it starts none for (the model, a URL). */
    public static Optional<FedoraVersion> startedFor(TargetKind target) {
        return Arrays.stream(values()).filter(v -> v.target == target).findFirst();
    }

    /** "4.7.5". */
    public String version() {
        return version;
    }

    /** "Fedora 4.7.5": what a probe of the running server reports as its product. */
    public String product() {
        return "Fedora " + version;
    }

    public FedoraVocabulary vocabulary() {
        return vocabulary;
    }

    /** Whether every request needs BASIC credentials (the suite makes up a password per start). */
    public abstract boolean needsBasicAuth();

    /**
     * Whether the {@code cacheSize} lever applies: 4.7.5 sizes ModeShape's workspace cache of whole node documents.
     * 6.1.0 has no such cache: its caches hold ids, types, ACLs and resource headers, and every request reads the
     * triples from the OCFL files (RECIPE §3.3), so no setting of it means the same.
     */
    public abstract boolean hasCacheSize();

    /** Why {@code cacheSize} cannot be set on this version, empty when it can. */
    public Optional<String> cacheSizeNotApplicable() {
        return hasCacheSize() ? Optional.empty() : Optional.of("cacheSize is not applicable to " + cliName
                + ": it has no cache of whole resources like ModeShape's workspace cache (its caches hold ids, types,"
                + " ACLs and headers; the triples are read from the OCFL files on every request)");
    }

    /**
     * Why auto-versioning cannot be set on this version, empty when it can: Fedora 6 makes a version on every write
     * unless it is turned off; Fedora 4.7.5 makes one only when asked ({@code POST fcr:versions}).
     */
    public Optional<String> autoVersioningNotApplicable() {
        return vocabulary.namesVersions() ? Optional.of("autoVersioning is not applicable to " + cliName + ": it"
                + " makes a version only when asked (POST fcr:versions)") : Optional.empty();
    }

    /**
     * Whether the release makes archival groups: Fedora 6 keeps an archival group's whole subtree in one OCFL object;
     * Fedora 4.7.5 has no such thing, each resource a node of its own. Decided as for a server given by URL
     * ({@link org.repobench.ldp.LdpServer#hasArchivalGroups}), by the release's number.
     */
    public boolean hasArchivalGroups() {
        return LdpServer.hasArchivalGroups(product());
    }

    /**
     * What a new version does with a container's children under the release's stock node types, as the model's
     * {@code onParentVersion} names it: Fedora 4.7.5's containers are {@code nt:folder} nodes, whose child definition
     * says VERSION (its fedora-node-types.cnd defines none of its own). Empty for a release that makes mementos, where
     * the question has no meaning.
     */
    public Optional<String> childVersioning() {
        return vocabulary.namesVersions() ? Optional.of("VERSION") : Optional.empty();
    }

    /** FILE, POSTGRESQL, MYSQL. */
    public Set<StoreKind> stores() {
        return EnumSet.copyOf(STORES);
    }

    /** Why this version cannot run on {@code store}, in one line; empty when it can. */
    public Optional<String> notApplicable(StoreKind store) {
        if (STORES.contains(store)) {
            return Optional.empty();
        }
        String why = whyNot(store);
        return Optional.of("store=" + store.cliName() + " is not applicable to " + cliName + ": " + why
                + "; accepted: " + STORES.stream().map(StoreKind::cliName).collect(Collectors.joining(", ")));
    }

    /**
     * Why this version cannot keep its binaries in {@code binaryStore}, in one line; empty when it can. Fedora 4.7.5
     * shipped ModeShape's S3 binary store as its {@code file-s3} and {@code jdbc-*-s3} configurations; Fedora 6.1.0
     * keeps a binary in its resource's OCFL object, on the file system here.
     */
    public Optional<String> notApplicable(BinaryStoreKind binaryStore) {
        return whyNot(binaryStore).map(why -> "binaryStore=" + binaryStore.name() + " is not applicable to " + cliName
                + ": " + why);
    }

    /** What a store means on this version, for reports: "file (ModeShape's file store: H2 MVStore + files)". */
    public String describe(StoreKind store) {
        String what = switch (store) {
            case FILE -> describeFiles();
            case POSTGRESQL, MYSQL -> describeDatabase();
            default -> "not applicable";
        };
        return store.cliName() + " (" + what + ")";
    }

    /** Why this version cannot run on a store outside {@link #stores()}. */
    abstract String whyNot(StoreKind store);

    /** Why this version cannot keep its binaries in {@code binaryStore}, with what it accepts; empty when it can. */
    abstract Optional<String> whyNot(BinaryStoreKind binaryStore);

    /** What the file store means on this version. */
    abstract String describeFiles();

    /** What a database store (PostgreSQL, MySQL) means on this version. */
    abstract String describeDatabase();

    /** Fails, before anything is created, when the build lacks what starting this version takes. */
    abstract void requireArtifacts(ServerArtifacts artifacts);

    /** This version's launch in {@code run}, its data under {@code home}. */
    abstract Launch prepare(ServerSpec spec, ServerArtifacts artifacts, RunDirectory run, Path home);

    /** The bytes this version stored in a MySQL database (PostgreSQL's sizes serve both). */
    abstract long mysqlBytes(Statement statement) throws SQLException;

    /** The prefix of this version's keys in fedora-servers.properties. */
    String artifactKey() {
        return artifactKey;
    }
}
