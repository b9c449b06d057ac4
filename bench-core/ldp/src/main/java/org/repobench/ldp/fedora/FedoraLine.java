package org.repobench.ldp.fedora;

import org.repobench.ldp.FedoraVocabulary;
import org.repobench.store.BinaryStoreKind;
import org.repobench.store.StoreKind;

import java.nio.file.Path;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Optional;

/**
 * A line of Fedora releases (its major version), and what differs between lines: how a server of the line is
 * prepared, its vocabulary, the stores it runs on, whether ModeShape's workspace cache size applies. Fedora 4 and 5
 * run ModeShape; 6 and 7 keep OCFL files with a relational index. Which servlet container serves a build is its war's
 * business ({@link ServletApi}), not the line's.
 */
public enum FedoraLine {
    /** ModeShape 5 under Fedora's node model: the server the in-process model imitates; open, no authentication. */
    FEDORA_4(4, FedoraVocabulary.FEDORA_4) {
        @Override
        public boolean runsModeShape() {
            return true;
        }

        @Override
        public boolean needsBasicAuth() {
            // the war's security constraint is commented out
            return false;
        }

        @Override
        Optional<String> whyNot(BinaryStoreKind binaryStore) {
            return binaryStore == BinaryStoreKind.FILE || binaryStore == BinaryStoreKind.S3 ? Optional.empty()
                    : Optional.of("its configurations keep binaries in files or in S3 (file-s3, jdbc-postgresql-s3),"
                    + " never in the database; accepted: FILE, S3");
        }

        @Override
        Launch prepare(FedoraBuild build, ServerSpec spec, ServerArtifacts artifacts, RunDirectory run, Path home) {
            return Fedora4Launch.prepare(build, spec, artifacts, run, home);
        }
    },
    /**
     * ModeShape as Fedora 4, the Fedora 5 vocabulary (mementos), and a web.xml that demands BASIC authentication in
     * realm "fcrepo" (5.0.2's); its ActiveMQ broker is started by its own Spring file, which the suite points at a
     * broker with no network connector.
     */
    FEDORA_5(5, FedoraVocabulary.FEDORA_5_AND_LATER) {
        @Override
        public boolean runsModeShape() {
            return true;
        }

        @Override
        public boolean needsBasicAuth() {
            return true;
        }

        @Override
        Optional<String> whyNot(BinaryStoreKind binaryStore) {
            // ModeShape's S3 store is in the war, but the suite has started Fedora 5 on its binary files only
            return binaryStore == BinaryStoreKind.FILE ? Optional.empty()
                    : Optional.of("the suite starts Fedora 5 with ModeShape's binary files only; accepted: FILE");
        }

        @Override
        Launch prepare(FedoraBuild build, ServerSpec spec, ServerArtifacts artifacts, RunDirectory run, Path home) {
            return Fedora4Launch.prepare(build, spec, artifacts, run, home);
        }
    },
    /** OCFL files plus a relational index (H2, PostgreSQL, MySQL); its web.xml demands BASIC authentication. */
    FEDORA_6(6, FedoraVocabulary.FEDORA_5_AND_LATER) {
        @Override
        public boolean runsModeShape() {
            return false;
        }

        @Override
        public boolean needsBasicAuth() {
            return true;
        }

        @Override
        Optional<String> whyNot(BinaryStoreKind binaryStore) {
            return ocflBinaries(binaryStore);
        }

        @Override
        Launch prepare(FedoraBuild build, ServerSpec spec, ServerArtifacts artifacts, RunDirectory run, Path home) {
            return Fedora6Launch.prepare(build, spec, artifacts, run, home);
        }
    },
    /** Fedora 6's storage on Jakarta Servlet 6 and Java 21. */
    FEDORA_7(7, FedoraVocabulary.FEDORA_5_AND_LATER) {
        @Override
        public boolean runsModeShape() {
            return false;
        }

        @Override
        public boolean needsBasicAuth() {
            return true;
        }

        @Override
        Optional<String> whyNot(BinaryStoreKind binaryStore) {
            return ocflBinaries(binaryStore);
        }

        @Override
        Launch prepare(FedoraBuild build, ServerSpec spec, ServerArtifacts artifacts, RunDirectory run, Path home) {
            return Fedora6Launch.prepare(build, spec, artifacts, run, home);
        }
    };

    private final int major;
    private final FedoraVocabulary vocabulary;

    FedoraLine(int major, FedoraVocabulary vocabulary) {
        this.major = major;
        this.vocabulary = vocabulary;
    }

    /** The line of a release ("5.0.2" is FEDORA_5); empty for a major version the suite cannot start. */
    public static Optional<FedoraLine> of(String version) {
        int dot = version.indexOf('.');
        String major = dot < 0 ? version : version.substring(0, dot);
        for (FedoraLine line : values()) {
            if (String.valueOf(line.major).equals(major)) {
                return Optional.of(line);
            }
        }
        return Optional.empty();
    }

    /** "4, 5, 6, 7". */
    public static String accepted() {
        StringBuilder lines = new StringBuilder();
        for (FedoraLine line : values()) {
            lines.append(lines.isEmpty() ? "" : ", ").append(line.major);
        }
        return lines.toString();
    }

    public int major() {
        return major;
    }

    public FedoraVocabulary vocabulary() {
        return vocabulary;
    }

    /** Whether ModeShape runs it: then the {@code cacheSize} lever sizes its workspace cache of whole nodes. */
    public abstract boolean runsModeShape();

    /** Whether its web.xml demands BASIC authentication of every request (the suite makes up a password per start). */
    public abstract boolean needsBasicAuth();

    /** Why the suite cannot run a build of this line on {@code store}, the stores all lines run on aside. */
    String whyNot(StoreKind store) {
        return runsModeShape() ? "the LevelDB store is this suite's own ModeShape provider, which the fcrepo-webapp"
                + " war does not hold" : "Fedora " + major + " keeps resources in OCFL files and its index in H2,"
                + " PostgreSQL or MySQL";
    }

    /** Why this line cannot keep its binaries in {@code binaryStore}, with what it accepts; empty when it can. */
    abstract Optional<String> whyNot(BinaryStoreKind binaryStore);

    /** What the file store means on this line. */
    String describeFiles() {
        return runsModeShape() ? "ModeShape's file store (H2 MVStore) and binary files" : "OCFL files with the index"
                + " in H2";
    }

    /** What a database store (PostgreSQL, MySQL) means on this line. */
    String describeDatabase() {
        return runsModeShape() ? "ModeShape's JDBC store and binary files"
                : "OCFL files with the index in the database";
    }

    /** A build of this line's launch in {@code run}, its data under {@code home}. */
    abstract Launch prepare(FedoraBuild build, ServerSpec spec, ServerArtifacts artifacts, RunDirectory run,
                            Path home);

    /** The bytes a build of this line stored in a MySQL database (PostgreSQL's sizes serve both). */
    long mysqlBytes(Statement statement) throws SQLException {
        return runsModeShape() ? StoredBytes.modeShapeContent(statement) : StoredBytes.mysqlTables(statement);
    }

    private static Optional<String> ocflBinaries(BinaryStoreKind binaryStore) {
        return binaryStore == BinaryStoreKind.FILE ? Optional.empty()
                : Optional.of("it keeps a binary in its resource's OCFL object, which the suite keeps on the file"
                + " system; accepted: FILE");
    }
}
