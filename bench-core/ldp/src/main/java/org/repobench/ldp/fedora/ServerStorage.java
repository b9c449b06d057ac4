package org.repobench.ldp.fedora;

import org.repobench.ldp.ServerProbe;
import org.repobench.store.BinaryStoreKind;
import org.repobench.store.Directories;
import org.repobench.store.ExternalBinaries;
import org.repobench.store.StoreKind;
import org.repobench.store.StoreLocation;
import org.repobench.store.jdbc.ExplicitServer;
import org.repobench.store.jdbc.JdbcDialect;
import org.repobench.store.jdbc.DatabaseServer;
import org.repobench.store.s3.S3Stores;
import org.repobench.store.settings.Environment;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Where a managed server keeps what it stores: the files under its home, on a database store a database of its own
 * on the run's database server ({@code rbldp_<build>[_s3]_<home id>}, a war's build named with its SHA-256's first
 * digits, so two wars of one version keep their own), which holds nothing else, and with S3
 * binaries a bucket of its own on the run's S3 endpoint; the home's id in their names pairs them with this home, so
 * fixture caches of other checkouts on one database server never share them, and the home's {@link DataFormat} mark
 * speaks for them. The launcher measures it after a pass; a fork measures it around its
 * iterations (what a write grew it by), from the settings {@link #forkArgs()} hands over. Those name no secret: the
 * database's and the S3 endpoint's keys are the run's, which the fork already has.
 */
public record ServerStorage(FedoraLine line, String build, StoreKind store, BinaryStoreKind binaryStore, Path home,
                            Optional<DatabaseServer> database) {
    static final String LINE_SETTING = "repobench.ldp.line";
    static final String BUILD_SETTING = "repobench.ldp.build";
    /** PostgreSQL's longest identifier. */
    static final int MAX_DATABASE_NAME = 63;
    static final String STORE_SETTING = "repobench.ldp.store";
    static final String BINARY_STORE_SETTING = "repobench.ldp.binaryStore";
    static final String HOME_SETTING = "repobench.ldp.home";
    /** {@code true} when the run asked not to measure what a server stores ({@code --no-bytes-stored}). */
    public static final String NOT_MEASURED_SETTING = "repobench.ldp.noBytesStored";

    /** The bytes it keeps (see {@link StoredBytes}), its S3 bucket's objects included. */
    public long bytes() {
        long bytes = homeBytes() + databaseBytes();
        if (binaryStore == BinaryStoreKind.S3) {
            try (ExternalBinaries s3 = S3Stores.binaries()) {
                bytes += s3.bytesStored(binaries());
            } catch (IOException e) {
                throw new UncheckedIOException("cannot measure the binaries " + build + " keeps in S3", e);
            }
        }
        return bytes;
    }

    /** The bytes of the files under its home (apparent sizes, like {@code du -sb}): the disk the home takes. */
    public long homeBytes() {
        return StoredBytes.files(home);
    }

    /** The bytes of its tables in its own database; none on the file store, whose database is in its home. */
    public long databaseBytes() {
        return database.map(target -> StoredBytes.database(line, build, target)).orElse(0L);
    }

    /**
     * Deletes the home and, with S3 binaries, its bucket: what a home of another {@link DataFormat} loses besides its
     * database (which the caller drops, on the run's database server). The home goes last, its mark with it, so a
     * discard cut short is done again by the next start.
     */
    public void discardHomeAndBinaries() throws IOException {
        if (binaryStore == BinaryStoreKind.S3) {
            try (ExternalBinaries s3 = S3Stores.binaries()) {
                s3.delete(binaries());
            }
        }
        if (Files.exists(home)) {
            Directories.delete(home);
        }
    }

    /**
     * The location whose binary storage (an S3 bucket, {@code <prefix>-rbldp-fedora-4-7-5-s3-<home id>-file}) the
     * server keeps its binaries in when they are not files: one per home and store, kept across runs as its home is.
     */
    StoreLocation binaries() {
        return new StoreLocation(home, databaseName(build, binaryStore, home) + "_" + store.cliName());
    }

    /**
     * The server's own database on {@code server}, the run's database server: same address and user, own name (that
     * of its home's database).
     */
    public static DatabaseServer databaseOn(DatabaseServer server, String build, BinaryStoreKind binaryStore,
                                            Path home) {
        String url = server.url().replaceFirst("^(jdbc:[a-z]+://[^/]+/)[^?]*",
                "$1" + databaseName(build, binaryStore, home));
        return new DatabaseServer(server.dialect(), url, server.user(), server.password(), server.provisioning());
    }

    /**
     * "rbldp_fedora_4_7_5_3f09a1", "rbldp_fedora_4_7_5_s3_3f09a1": one per binary store, as the homes, because a
     * repository's nodes name binaries in one binary store only; and one per home (its {@link #homeId}). The
     * build's part is cut so the whole fits PostgreSQL's 63 characters; the home's id keeps it apart.
     *
     * @param build the build's target name: "fedora-4.7.5", "war-7.0.0-746353e6"
     */
    public static String databaseName(String build, BinaryStoreKind binaryStore, Path home) {
        String tail = binaryStoreSuffix(binaryStore, "_") + "_" + homeId(home);
        String buildPart = build.replaceAll("[^A-Za-z0-9]", "_").toLowerCase(Locale.ROOT);
        int room = MAX_DATABASE_NAME - "rbldp_".length() - tail.length();
        return "rbldp_" + buildPart.substring(0, Math.min(room, buildPart.length())) + tail;
    }

    /** Six hex digits of the SHA-256 of the home's absolute path: the same home, the same id, in every fork. */
    static String homeId(Path home) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(home.toAbsolutePath().normalize().toString()
                    .getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest, 0, 3);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("this JVM has no SHA-256", e);
        }
    }

    /**
     * "fedora-4.7.5-file", "fedora-4.7.5-file-s3", "war-7.0.0-746353e6-file": the home's directory, one per build and
     * binary store as the databases.
     */
    public static String homeName(FedoraBuild build, StoreKind store, BinaryStoreKind binaryStore) {
        return build.cliName() + "-" + store.cliName() + binaryStoreSuffix(binaryStore, "-");
    }

    /** Nothing for the files every configuration starts with, else the binary store's name after the separator. */
    private static String binaryStoreSuffix(BinaryStoreKind binaryStore, String separator) {
        return binaryStore == BinaryStoreKind.FILE ? "" : separator + binaryStore.cliName();
    }

    /** The {@code -D} settings from which a fork's {@link #of(Environment)} finds this storage again. */
    public List<String> forkArgs() {
        List<String> args = new ArrayList<>();
        args.add("-D" + LINE_SETTING + "=" + line.name());
        args.add("-D" + BUILD_SETTING + "=" + build);
        args.add("-D" + STORE_SETTING + "=" + store.name());
        args.add("-D" + BINARY_STORE_SETTING + "=" + binaryStore.name());
        args.add("-D" + HOME_SETTING + "=" + home);
        return args;
    }

    /**
     * The storage of the managed server at {@code root} where this fork is to measure it: the target's, as the
     * launcher handed it over, unless the run asked for no bytes stored ({@link #NOT_MEASURED_SETTING}); empty for a
     * server given by URL, whose storage the suite does not know, and for any other server (the one beside).
     */
    public static Optional<ServerStorage> measured(Environment environment, URI root) {
        boolean target = environment.get(ServerProbe.URL_SETTING).map(ServerStorage::withSlash)
                .filter(withSlash(root.toString())::equals).isPresent();
        boolean skipped = environment.get(NOT_MEASURED_SETTING).map(Boolean::parseBoolean).orElse(false);
        return target && !skipped ? of(environment) : Optional.empty();
    }

    private static String withSlash(String url) {
        return url.endsWith("/") ? url : url + "/";
    }

    /**
     * The storage of the managed server this fork measures, from the launcher's settings; empty for a server given by
     * URL, whose storage the suite does not know.
     */
    public static Optional<ServerStorage> of(Environment environment) {
        Optional<String> home = environment.get(HOME_SETTING);
        if (home.isEmpty()) {
            return Optional.empty();
        }
        FedoraLine line = FedoraLine.valueOf(environment.get(LINE_SETTING).orElseThrow());
        String build = environment.get(BUILD_SETTING).orElseThrow();
        StoreKind store = StoreKind.valueOf(environment.get(STORE_SETTING).orElseThrow());
        BinaryStoreKind binaryStore = BinaryStoreKind.valueOf(environment.get(BINARY_STORE_SETTING).orElseThrow());
        Optional<DatabaseServer> database = JdbcDialect.of(store).map(dialect -> databaseOn(
                ExplicitServer.lookup(dialect, environment).orElseThrow(() -> new IllegalStateException(
                        "the launcher handed this fork no " + dialect.storeName() + " server")), build, binaryStore,
                Path.of(home.get())));
        return Optional.of(new ServerStorage(line, build, store, binaryStore, Path.of(home.get()), database));
    }
}
