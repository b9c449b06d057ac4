package org.repobench.ldp.fedora;

import org.repobench.ldp.LdpClient;
import org.repobench.ldp.LdpException;
import org.repobench.ldp.LdpServer;
import org.repobench.ldp.inject.AgentJars;
import org.repobench.ldp.inject.InjectionReport;
import org.repobench.provision.ProcessStop;
import org.repobench.store.StoreKind;
import org.repobench.store.jdbc.DatabaseServer;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.ProcessBuilder.Redirect;
import java.net.InetAddress;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A Fedora server this JVM started and owns: a child JVM running the build's war in its servlet container, listening on
 * 127.0.0.1 only unless its options name another address ({@link ServerOptions#address()}), its data in
 * {@code home} (which the caller may reuse across starts, so fixtures persist) and
 * everything else in a run directory beside it. Closing stops it; so does this JVM's exit, and a start after a JVM
 * that died without either sweeps its server and run directory.
 */
public final class ManagedFedora implements AutoCloseable {
    private static final Duration STOP_GRACE = Duration.ofSeconds(20);
    // a JVM being shut down waits for its hooks; a server that ignores SIGTERM this long is killed
    private static final Duration EXIT_HOOK_GRACE = Duration.ofSeconds(10);
    private static final Duration POLL_TIMEOUT = Duration.ofSeconds(10);
    // the free port is found by binding port 0 and handing the number over, so another process may take it meanwhile
    private static final int PORT_ATTEMPTS = 3;

    private final ServerSpec spec;
    private final Path home;
    private final RunDirectory run;
    private final Process process;
    private final LdpServer server;
    private final Duration startupTime;
    private final Thread exitHook;
    private boolean closed;
    private Optional<InjectionReport> injected = Optional.empty();

    private ManagedFedora(ServerSpec spec, Path home, RunDirectory run, Process process, LdpServer server,
                          Duration startupTime, Thread exitHook) {
        this.spec = spec;
        this.home = home;
        this.run = run;
        this.process = process;
        this.server = server;
        this.startupTime = startupTime;
        this.exitHook = exitHook;
    }

    /**
     * Starts the server and waits until its root answers 200.
     *
     * @param database  the existing database a PostgreSQL or MySQL store uses (nothing else should be in it); empty
     *                  for the file store
     * @param tuning    the levers that take a restart (ModeShape's cacheSize, Fedora 6's auto-versioning)
     * @param home      the server's data directory, created if missing; its parent holds the run directories
     * @param deadline  how long the start may take before it counts as failed
     * @throws LdpException one line saying what was wrong, or why the server did not start with its log's first
     *                      error and path
     */
    public static ManagedFedora start(FedoraBuild build, StoreKind store, Optional<DatabaseServer> database,
                                      ServerTuning tuning, Path home, Duration deadline) {
        ServerSpec spec = ServerSpec.of(build, store, database, tuning, deadline);
        ServerArtifacts artifacts = ServerArtifacts.load();
        // a build without the servers fails here, before anything is created
        build.requireArtifacts(artifacts);
        Path dataHome = createHome(home);
        OrphanSweep.sweep(dataHome.getParent());
        RunDirectory run = RunDirectory.create(dataHome);
        try {
            Launch launch = build.prepare(spec, artifacts, run, dataHome);
            return startIn(spec, dataHome, run, launch);
        } catch (RuntimeException e) {
            try {
                run.deleteTransient();
            } catch (IOException cleanup) {
                e.addSuppressed(cleanup);
            }
            throw e;
        }
    }

    private static ManagedFedora startIn(ServerSpec spec, Path home, RunDirectory run, Launch launch) {
        ServerLog log = new ServerLog(run.log(), launch.secrets());
        ServerOptions options = spec.tuning().options();
        for (int attempt = 1; ; attempt++) {
            int port = FreePort.find(options.address());
            LdpServer server = new LdpServer(root(options.reachedOn(), port), launch.credentials(),
                    spec.build().vocabulary(), spec.build().product());
            long started = System.nanoTime();
            List<String> command = new ArrayList<>(launch.command(options.address(), port));
            // right after the java binary: the run's JVM options first, so the suite's own, after them, win
            List<String> extra = new ArrayList<>(options.jvmOptions());
            spec.tuning().injection().ifPresent(cost -> extra.addAll(AgentJars.jvmOptions(cost,
                    run.conf().resolve("inject"), injectionReport(run))));
            extra.addAll(options.profileOption(spec.build().cliName() + "-" + spec.store().cliName(),
                    LocalDateTime.now()));
            command.addAll(1, extra);
            Process process = launch(command, run);
            Thread exitHook = stopOnExit(process);
            Optional<String> failure;
            try (LdpClient client = new LdpClient(server, POLL_TIMEOUT)) {
                run.recordServer(process.toHandle());
                failure = StartupWatch.await(process, client, log, spec.deadline());
            } catch (RuntimeException e) {
                stop(process, exitHook);
                throw e;
            }
            if (failure.isEmpty()) {
                Duration startupTime = Duration.ofNanos(System.nanoTime() - started);
                return new ManagedFedora(spec, home, run, process, server, startupTime, exitHook);
            }
            stop(process, exitHook);
            if (!log.portTaken() || attempt == PORT_ATTEMPTS) {
                throw new LdpException(spec.describe() + " did not start: " + failure.get() + "; "
                        + log.firstError().map(line -> "first error: " + line).orElse("the log shows no error")
                        + "; log " + log.path());
            }
        }
    }

    /** {@code http://ADDRESS:PORT/fcrepo/rest/}, an IPv6 address in brackets. */
    private static URI root(InetAddress address, int port) {
        try {
            return new URI("http", null, address.getHostAddress(), port, ServerCommand.REST_PATH, null, null);
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("no URL for " + address.getHostAddress() + " port " + port, e);
        }
    }

    private static Path createHome(Path home) {
        Path absolute = home.toAbsolutePath().normalize();
        if (absolute.getParent() == null) {
            throw new LdpException("home: '" + home + "' is not accepted; accepted: a directory below another one"
                    + " (its parent holds the run directories)");
        }
        try {
            return Files.createDirectories(absolute);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create the Fedora home " + absolute, e);
        }
    }

    private static Process launch(List<String> command, RunDirectory run) {
        try {
            // into a file: a full pipe would block the server, and the log is read back when a start fails
            return new ProcessBuilder(command).directory(run.path().toFile()).redirectErrorStream(true)
                    .redirectOutput(Redirect.to(run.log().toFile())).start();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start " + command.get(0), e);
        }
    }

    /** A backstop for a JVM that exits without closing the server (Ctrl-C, System.exit). */
    private static Thread stopOnExit(Process process) {
        Thread hook = new Thread(() -> ProcessStop.stop(process.toHandle(), EXIT_HOOK_GRACE),
                "repobench-fedora-stop-" + process.pid());
        Runtime.getRuntime().addShutdownHook(hook);
        return hook;
    }

    private static boolean stop(Process process, Thread exitHook) {
        boolean stopped = ProcessStop.stop(process.toHandle(), STOP_GRACE);
        try {
            Runtime.getRuntime().removeShutdownHook(exitHook);
        } catch (IllegalStateException e) {
            // the JVM is shutting down already: the hook runs anyway and finds the server gone
        }
        return stopped;
    }

    /** Where the server is, with the credentials to send. */
    public LdpServer server() {
        return server;
    }

    /** "fedora-4.7.5 store=file on http://127.0.0.1:PORT/fcrepo/rest/ ready in 6.2 s; log PATH". */
    public String readyLine() {
        return String.format(Locale.ROOT, "%s on %s ready in %.1f s; log %s", spec.describe(), server.root(),
                startupTime.toMillis() / 1000.0, run.log());
    }

    public FedoraBuild build() {
        return spec.build();
    }

    public StoreKind store() {
        return spec.store();
    }

    public Path home() {
        return home;
    }

    public long pid() {
        return process.pid();
    }

    /** The server's process and Java, from which a fork reads its CPU time and makes it collect its garbage. */
    public ServerProcess process() {
        // the Java it runs on, whose jcmd speaks to it: this JVM's for a javax war, a Java 21+ for a Jakarta one
        Path java = Path.of(process.info().command().orElseThrow(() -> new LdpException(spec.describe() + " (pid "
                + process.pid() + ") has no command to find its Java by")));
        return new ServerProcess(process.pid(), java.getParent().getParent());
    }

    public boolean isAlive() {
        return process.isAlive();
    }

    /** The server's stdout and stderr; kept after close until a start after this JVM's end sweeps it. */
    public Path log() {
        return run.log();
    }

    /**
     * Every request the server answered, a line each in NCSA's common format ({@code "METHOD /path HTTP/1.1" status});
     * kept as {@link #log()} is.
     */
    public Path requestLog() {
        return run.requestLog();
    }

    /** The largest heap occupancy before any GC so far, from the server's GC log; 0 before the first GC. */
    public long heapPeakBytes() {
        return gcLog().peakBeforeGc();
    }

    /** The server's GC log, which a fork reads for the peak of its own iterations. */
    public GcLog gcLog() {
        return new GcLog(run.gcLog());
    }

    /** Whether a fork loaded data through this start (see {@link LoadMark}). */
    public LoadMark loadMark() {
        return new LoadMark(run.loadMark());
    }

    /** Where the server keeps what it stores: its home, on a database store its database, its S3 bucket. */
    public ServerStorage storage() {
        return spec.storage(home);
    }

    private static Path injectionReport(RunDirectory run) {
        return run.path().resolve(InjectionReport.FILE);
    }

    /**
     * After {@link #close()}, what a cost injected into the server added ({@code --server-inject}); empty when none
     * was, or before the server stopped.
     */
    public Optional<InjectionReport> injected() {
        return injected;
    }

    /** Stops the server (SIGTERM, up to 20 s, then SIGKILL) and deletes its temporary files and configuration. */
    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        boolean stopped = stop(process, exitHook);
        LdpException notInjected = null;
        if (stopped && spec.tuning().injection().isPresent()) {
            try {
                injected = Optional.of(InjectionReport.read(injectionReport(run), spec.tuning().injection().get(),
                        spec.describe()));
            } catch (LdpException e) {
                notInjected = e;
            }
        }
        try {
            run.deleteTransient();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot delete the temporary files of " + spec.describe() + " in "
                    + run.path(), e);
        }
        if (!stopped) {
            throw new LdpException(spec.describe() + " (pid " + process.pid() + ") did not stop after SIGTERM and"
                    + " SIGKILL; log " + run.log());
        }
        if (notInjected != null) {
            throw notInjected;
        }
    }
}
