package org.repobench.run;

import org.repobench.fixture.FixtureCache;
import org.repobench.jmh.SideBySideServer;
import org.repobench.ldp.LdpServer;
import org.repobench.ldp.ServerProbe;
import org.repobench.ldp.fedora.DataFormat;
import org.repobench.ldp.fedora.FedoraBuild;
import org.repobench.ldp.fedora.GcLog;
import org.repobench.ldp.fedora.ManagedFedora;
import org.repobench.ldp.fedora.ServerOptions;
import org.repobench.ldp.fedora.ServerQuiet;
import org.repobench.ldp.fedora.ServerStorage;
import org.repobench.ldp.fedora.ServerTuning;
import org.repobench.store.BinaryStoreKind;
import org.repobench.store.StoreKind;
import org.repobench.store.jdbc.ExplicitServer;
import org.repobench.store.jdbc.JdbcConnections;
import org.repobench.store.jdbc.JdbcDialect;
import org.repobench.store.jdbc.DatabaseServer;
import org.repobench.store.settings.CredentialsFile;
import org.repobench.store.settings.Environment;
import org.repobench.workload.LdpFixtures;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.TreeMap;

/**
 * The Fedora servers a run starts, in the host, one at a time: each keeps its data under the fixture cache
 * ({@code <fixtures>/ldp/<build>-<store>[-s3]/}) or in a database of its own on the run's database server
 * ({@code rbldp_<build>[_s3]_<home id>}), so the fixtures loaded over HTTP are there for the next run. Its forks
 * learn where it is from {@code -D} settings; its password goes in a credentials file beside the databases' secrets,
 * never on the command line. A home carries the {@link DataFormat} its data was loaded with ({@link #DATA_FORMAT});
 * one of another format, or of none, is discarded with its database and S3 bucket before the start, and the fixtures
 * load again.
 */
public final class FedoraServers {
    /** Generous: many times a start on a loaded machine, and a JDBC store's first start creates its tables. */
    private static final Duration START_DEADLINE = Duration.ofSeconds(180);
    /** The fixture format and loader the data a server keeps must have been loaded with to be reused. */
    static final DataFormat DATA_FORMAT = new DataFormat(FixtureCache.FORMAT, LdpFixtures.LOADER_VERSION);
    /** The folder under the root where the side-by-side servers keep their homes ({@code --side-by-side}). */
    static final String SIDE_BY_SIDE_HOMES = "side-by-side";

    private final Path root;
    private final List<String> storeForkArgs;
    private final PrintStream out;
    private final ServerOptions options;

    /**
     * @param root          where servers keep their data across runs
     * @param storeForkArgs the databases' settings every fork gets (this adds the server's)
     * @param options       what every server started gets beyond its build's start ({@code --server-jvm-args},
     *                      {@code --server-inject})
     */
    public FedoraServers(Path root, List<String> storeForkArgs, PrintStream out, ServerOptions options) {
        this.root = root;
        this.storeForkArgs = storeForkArgs;
        this.out = out;
        this.options = options;
    }

    /** Servers as their builds start them. */
    public FedoraServers(Path root, List<String> storeForkArgs, PrintStream out) {
        this(root, storeForkArgs, out, ServerOptions.NONE);
    }

    Pass.StartedServer start(FedoraBuild build, StoreKind store, ServerTuning tuning) throws Exception {
        ManagedFedora fedora = startServer(build, store, tuning);
        try {
            return new Started(fedora, Optional.empty(), handoff(fedora.server(), Optional.empty()), out);
        } catch (Exception | Error e) {
            fedora.close();
            throw e;
        }
    }

    /**
     * This run's server and, side by side with it, {@code other}'s build started by {@code others} (whose homes are
     * apart from this one's, so one build can run side by side with itself), on the same store and levers: the forks
     * are handed both ({@code run --side-by-side}). The two start at once, so neither has run longer than the other
     * when the forks begin: started one after the other, the first had compiled more of itself, and its GETs were the
     * faster by up to a fifth whichever build it was.
     */
    Pass.StartedServer startSideBySide(FedoraBuild build, StoreKind store, ServerTuning tuning, FedoraServers others,
                                       FedoraBuild other) throws Exception {
        TwoStarts.Both<ManagedFedora> both = TwoStarts.start(() -> startServer(build, store, tuning),
                () -> others.startServer(other, store, tuning), "repobench-side-by-side-start");
        try {
            return new Started(both.first(), Optional.of(both.second()), handoff(both.first().server(),
                    Optional.of(both.second().server())), out);
        } catch (Exception | Error e) {
            try (ManagedFedora first = both.first(); ManagedFedora second = both.second()) {
                throw e;
            }
        }
    }

    /** Where the side-by-side servers keep their data: apart from the run's own, under the same root. */
    FedoraServers sideBySide(ServerOptions sideBySideOptions) {
        return new FedoraServers(root.resolve(SIDE_BY_SIDE_HOMES), storeForkArgs, out, sideBySideOptions);
    }

    /**
     * Starts a server on the data the runs keep (so the fixtures they loaded are there) and says where it is.
     *
     * @param tuning the levers that take a restart (ModeShape's cacheSize, Fedora 6's auto-versioning)
     */
    public ManagedFedora startServer(FedoraBuild build, StoreKind store, ServerTuning tuning) throws IOException {
        Path home = keptData(build, store, tuning.binaryStore(), DATA_FORMAT);
        Optional<DatabaseServer> database = Optional.empty();
        Optional<JdbcDialect> dialect = JdbcDialect.of(store);
        if (dialect.isPresent()) {
            boolean created = createDatabase(dialect.get(), build, tuning.binaryStore(), home);
            discardOrphaned(build, store, tuning.binaryStore(), home, created, DATA_FORMAT);
            database = Optional.of(ServerStorage.databaseOn(provisioned(dialect.get()), build.cliName(),
                    tuning.binaryStore(), home));
        }
        ManagedFedora fedora = ManagedFedora.start(build, store, database, tuning.with(options), home,
                START_DEADLINE);
        out.println("# repobench: " + fedora.readyLine());
        return fedora;
    }

    /**
     * The server's home, its data kept if marked with {@code format}; otherwise the home, its database and its S3
     * bucket are discarded first (the database goes first, the home and its mark last, so a discard cut short is
     * done again), and the new home is marked.
     */
    Path keptData(FedoraBuild build, StoreKind store, BinaryStoreKind binaryStore, DataFormat format)
            throws IOException {
        Path home = root.resolve(ServerStorage.homeName(build, store, binaryStore));
        if (!format.reusable(home)) {
            if (Files.exists(home)) {
                out.println("# repobench: " + home + " holds data of " + DataFormat.markOf(home).map(String::strip)
                        .orElse("no marked format") + ", not " + format + ": discarding it"
                        + (JdbcDialect.of(store).isPresent() ? " and its database" : "") + "; fixtures load again");
            }
            JdbcDialect.of(store).ifPresent(dialect -> dropDatabase(dialect, build, binaryStore, home));
            discardAndMark(build, store, binaryStore, home, format);
        }
        return home;
    }

    /** The home's files and S3 binaries gone, the home made again and marked with {@code format}. */
    private static void discardAndMark(FedoraBuild build, StoreKind store, BinaryStoreKind binaryStore, Path home,
                                       DataFormat format) throws IOException {
        new ServerStorage(build.line(), build.cliName(), store, binaryStore, home, Optional.empty())
                .discardHomeAndBinaries();
        Files.createDirectories(home);
        format.mark(home);
    }

    /** The forks' settings: the databases' and the server's; the secrets of both in one credentials file. */
    Handoff handoff(LdpServer server) throws IOException {
        return handoff(server, Optional.empty());
    }

    /**
     * As {@link #handoff(LdpServer)}, with the side-by-side server if there is one: its settings named with
     * {@link SideBySideServer#SETTINGS_PREFIX} before them, its password in the same credentials file.
     */
    Handoff handoff(LdpServer server, Optional<LdpServer> sideBySide) throws IOException {
        List<String> args = new ArrayList<>();
        Map<String, String> secrets = new TreeMap<>();
        String credentialsArg = "-D" + CredentialsFile.PROPERTY + "=";
        for (String arg : storeForkArgs) {
            if (arg.startsWith(credentialsArg)) {
                secrets.putAll(CredentialsFile.read(Path.of(arg.substring(credentialsArg.length()))));
            } else {
                args.add(arg);
            }
        }
        addServer(server, "", args, secrets);
        sideBySide.ifPresent(other -> addServer(other, SideBySideServer.SETTINGS_PREFIX, args, secrets));
        Path file = null;
        if (!secrets.isEmpty()) {
            file = CredentialsFile.create(secrets);
            file.toFile().deleteOnExit();
            args.add(credentialsArg + file);
        }
        return new Handoff(List.copyOf(args), Optional.ofNullable(file));
    }

    private static void addServer(LdpServer server, String prefix, List<String> args, Map<String, String> secrets) {
        args.add("-D" + prefix + ServerProbe.URL_SETTING + "=" + server.root());
        server.credentials().ifPresent(credentials -> {
            args.add("-D" + prefix + ServerProbe.USER_SETTING + "=" + credentials.user());
            secrets.put(prefix + ServerProbe.PASSWORD_SETTING, credentials.password());
        });
    }

    /**
     * The server's own database on the run's database server, created on first use and kept for its fixtures; whether
     * it was created now (so what the home holds has lost its index).
     */
    private static boolean createDatabase(JdbcDialect dialect, FedoraBuild build, BinaryStoreKind binaryStore,
                                          Path home) {
        DatabaseServer server = provisioned(dialect);
        String name = ServerStorage.databaseName(build.cliName(), binaryStore, home);
        try (Connection connection = JdbcConnections.open(server); Statement statement = connection.createStatement()) {
            try (ResultSet found = statement.executeQuery(dialect.databaseExists(name))) {
                if (found.next()) {
                    return false;
                }
            }
            statement.execute("CREATE DATABASE " + name);
            return true;
        } catch (Exception e) {
            throw new IllegalStateException("cannot create the database " + name + " for " + build.cliName()
                    + " on " + server.address().hostPort() + ": " + e.getMessage(), e);
        }
    }

    /**
     * A home holding data whose database was just made holds files without their index (the embedded PostgreSQL is
     * a new server in a new directory each run, while homes are kept): Fedora 6.0.0 then spent 75 s rebuilding and
     * answered a kept member collection with none of its members. Such a home is discarded and marked again, so the
     * fixtures load afresh; an empty one, or one whose database was there, is left as it is.
     */
    void discardOrphaned(FedoraBuild build, StoreKind store, BinaryStoreKind binaryStore, Path home,
                         boolean databaseCreated, DataFormat format) throws IOException {
        if (!databaseCreated || !DataFormat.holdsData(home)) {
            return;
        }
        out.println("# repobench: " + home + " holds data but its database on this run's " + store.cliName()
                + " server is new: discarding it; fixtures load again");
        discardAndMark(build, store, binaryStore, home, format);
    }

    /** The database server the run provisioned for this dialect's store, as the host handed it to the forks. */
    private static DatabaseServer provisioned(JdbcDialect dialect) {
        return ExplicitServer.lookup(dialect, Environment.system()).orElseThrow(() ->
                new IllegalStateException("no " + dialect.storeName() + " server was provisioned for the run"));
    }

    /** The server's own database dropped, if there is one: its data goes with a home of another format. */
    private static void dropDatabase(JdbcDialect dialect, FedoraBuild build, BinaryStoreKind binaryStore,
                                     Path home) {
        DatabaseServer server = provisioned(dialect);
        String name = ServerStorage.databaseName(build.cliName(), binaryStore, home);
        try (Connection connection = JdbcConnections.open(server); Statement statement = connection.createStatement()) {
            statement.execute("DROP DATABASE IF EXISTS " + name);
        } catch (Exception e) {
            throw new IllegalStateException("cannot drop the database " + name + " of " + build.cliName()
                    + " on " + server.address().hostPort() + ": " + e.getMessage(), e);
        }
    }

    /** What leads a fork to a server, and the credentials file to delete when the pass ends. */
    record Handoff(List<String> args, Optional<Path> credentials) implements AutoCloseable {
        @Override
        public void close() throws IOException {
            if (credentials.isPresent()) {
                Files.deleteIfExists(credentials.get());
            }
        }
    }

    /** A server the run started, and the side-by-side server it started with it ({@code --side-by-side}), if any. */
    private record Started(ManagedFedora fedora, Optional<ManagedFedora> sideBySide, Handoff handoff, PrintStream out)
            implements Pass.StartedServer {
        /**
         * The hand-off, where the forks read the server's GC log for the peak heap of their iterations, and where
         * they measure what its writes stored; the side-by-side server's under {@link
         * SideBySideServer#SETTINGS_PREFIX}. A fixture loaded on either marks this start as one that loaded.
         */
        @Override
        public List<String> forkJvmArgs() {
            List<String> args = new ArrayList<>(handoff.args());
            args.add(fedora.loadMark().forkArg());
            args.addAll(watched(fedora));
            sideBySide.ifPresent(other -> watched(other).forEach(arg -> {
                String named = arg.startsWith("-D") ? "-D" + SideBySideServer.SETTINGS_PREFIX + arg.substring(2) : arg;
                if (!args.contains(named)) {
                    args.add(named);
                }
            }));
            return args;
        }

        /** Where a fork reads a server's GC log, its process, and what it stores. */
        private static List<String> watched(ManagedFedora server) {
            List<String> args = new ArrayList<>();
            args.add("-D" + GcLog.SETTING + "=" + server.gcLog().file());
            args.addAll(server.process().forkArgs());
            args.addAll(server.storage().forkArgs());
            return args;
        }

        @Override
        public OptionalLong bytesStored() {
            return OptionalLong.of(fedora.storage().bytes());
        }

        @Override
        public OptionalLong homeBytes() {
            return OptionalLong.of(fedora.storage().homeBytes());
        }

        @Override
        public boolean loadedData() {
            return fedora.loadMark().loaded();
        }

        /** Both servers of the start, this one and the side-by-side server, quiet in the same window. */
        @Override
        public Optional<String> settle() throws InterruptedException {
            List<ServerQuiet.Watched> watched = new ArrayList<>(List.of(ServerQuiet.Watched.of(fedora)));
            sideBySide.ifPresent(other -> watched.add(ServerQuiet.Watched.of(other)));
            return Optional.of(ServerQuiet.onThisMachine().await(watched, ServerQuiet.MOST).describe());
        }

        @Override
        public void close() throws Exception {
            try (handoff; fedora) {
                if (sideBySide.isPresent()) {
                    sideBySide.get().close();
                }
            }
            // what the cost injected came to, as the server's agent counted it
            sayInjected(fedora, "");
            sideBySide.ifPresent(other -> sayInjected(other, " (side by side)"));
        }

        private void sayInjected(ManagedFedora server, String role) {
            server.injected().ifPresent(report -> out.println("# repobench: " + server.build().cliName() + role
                    + " injected " + report.describe()));
        }
    }
}
