package org.repobench.cli;

import org.repobench.api.EnumValues;
import org.repobench.api.OptionSpec;
import org.repobench.api.Target;
import org.repobench.jmeter.EngineCheck;
import org.repobench.jmeter.Load;
import org.repobench.jmeter.LoadEngine;
import org.repobench.jmeter.LoadKeystore;
import org.repobench.jmeter.LoadSettings;
import org.repobench.jmh.TargetSettings;
import org.repobench.ldp.LdpServer;
import org.repobench.ldp.fedora.FedoraBuild;
import org.repobench.ldp.fedora.ServerOptions;
import org.repobench.ldp.fedora.ServerTuning;
import org.repobench.load.LoadCycle;
import org.repobench.load.LoadCycles;
import org.repobench.run.ResultFiles;
import org.repobench.store.StoreKind;
import org.repobench.store.settings.Environment;

import java.io.PrintStream;
import java.net.InetAddress;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * {@code ./repobench load --target T [options]}: a study's requests as a JMeter load, embedded in this JVM or on the
 * JMeter servers named ({@code ./repobench load-engine}), against a Fedora the suite starts or the server
 * {@code REPOBENCH_LDP_URL} names; results as a run's, what the server holds verified. Every option is checked, every
 * engine asked, before the server starts. Engines beyond loopback only with {@code --keystore}: TLS with mutual
 * authentication.
 */
public final class LoadCommand implements Command {
    private static final String TARGET = "--target";
    private static final String CYCLE = "--cycle";
    private static final String THREADS = "--threads";
    private static final String RAMP_UP = "--ramp-up";
    private static final String DURATION = "--duration";
    private static final String ENGINES = "--engines";
    private static final String CALLBACK_PORT = "--callback-port";
    private static final String STORE = "--store";
    private static final String OUT = "--out";
    private static final String DEFAULT_CYCLE = "crud-container";
    private static final int DEFAULT_THREADS = 4;
    private static final long DEFAULT_RAMP_UP_SECONDS = 5;
    private static final long DEFAULT_DURATION_SECONDS = 30;
    private static final StoreKind DEFAULT_STORE = StoreKind.FILE;
    /** The port the engines call the controller back on unless {@code --callback-port} names another. */
    static final int DEFAULT_CALLBACK_PORT = 20_100;
    /** JMeter is told the port two below (its client.rmi.localport), which must be a port too. */
    private static final int MIN_CALLBACK_PORT = 3;
    private static final int MAX_CALLBACK_PORT = 65_535;

    @Override
    public String name() {
        return "load";
    }

    @Override
    public String summary() {
        return "a study's requests as a JMeter load, embedded or on JMeter servers on other machines; results as a"
                + " run's";
    }

    @Override
    public String usage() {
        return TARGET + " fedora-<version>|war:<path>|url [options]";
    }

    /** The cycles are the benchmark modules' ({@link LoadCycles}), so the list is asked of the classpath. */
    @Override
    public List<OptionSpec> options() {
        return List.of(
                OptionSpec.valued(TARGET, "T", "required: a Fedora the suite starts (fedora-<version>, war:<path>)"
                        + " or url, the server REPOBENCH_LDP_URL names"),
                OptionSpec.valued(CYCLE, "C", "what each pass of a thread sends: " + cycleNames())
                        .defaultsTo(DEFAULT_CYCLE),
                OptionSpec.valued(THREADS, "N", "threads on each engine, 1 to " + LoadSettings.MAX_THREADS)
                        .defaultsTo(DEFAULT_THREADS),
                OptionSpec.valued(RAMP_UP, "SECONDS", "seconds over which the threads start (verified, not"
                        + " measured), 0 to " + LoadSettings.MAX_RAMP_UP_SECONDS).defaultsTo(DEFAULT_RAMP_UP_SECONDS),
                OptionSpec.valued(DURATION, "SECONDS", "seconds all threads then run: the measured part, 1 to "
                        + LoadSettings.MAX_DURATION_SECONDS).defaultsTo(DEFAULT_DURATION_SECONDS),
                OptionSpec.valued(ENGINES, "HOST:PORT[,...]", "JMeter servers (./repobench load-engine) to run on")
                        .defaultsTo("the engine in this JVM"),
                OptionSpec.valued(BindOption.NAME, "ADDRESS", "with " + ENGINES + ": the address of this machine the"
                        + " engines send their samples back to").defaultsTo(BindOption.DEFAULT),
                OptionSpec.valued(CALLBACK_PORT, "N", "with " + ENGINES + ": the port of that address they send"
                        + " them to, " + MIN_CALLBACK_PORT + " to " + MAX_CALLBACK_PORT)
                        .defaultsTo(DEFAULT_CALLBACK_PORT),
                OptionSpec.valued(KeystoreOption.NAME, "FILE", "with " + ENGINES + ": the keystore of ./repobench"
                        + " load-keys the engines hold a copy of: TLS with mutual authentication; "
                        + KeystoreOption.PASSWORD + "; required unless the engines and " + BindOption.NAME
                        + " are loopback").defaultsTo("none: loopback only, without TLS"),
                OptionSpec.valued(STORE, "S", "a managed Fedora's store: file, postgresql, mysql")
                        .defaultsTo(DEFAULT_STORE.cliName()),
                OptionSpec.valued(OUT, "DIR", "where results go").defaultsTo(ResultFiles.DEFAULT_DIRECTORY));
    }

    private static String cycleNames() {
        Set<String> names = LoadCycles.available().keySet();
        return names.isEmpty() ? "none on this class path" : String.join(", ", names);
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        Arguments parsed = Arguments.parse(args, name(), options());
        if (!parsed.positional().isEmpty()) {
            throw new UsageException("unexpected argument '" + parsed.positional().get(0) + "'");
        }
        Map<String, LoadCycle> cycles = LoadCycles.available();
        String cycleName = parsed.get(CYCLE, DEFAULT_CYCLE);
        LoadCycle cycle = cycles.get(cycleName);
        if (cycle == null) {
            throw new UsageException(CYCLE + ": unknown value '" + cycleName + "'; accepted: "
                    + String.join(", ", cycles.keySet()));
        }
        List<LoadEngine> engines = List.of();
        if (parsed.has(ENGINES)) {
            try {
                engines = LoadEngine.parseList(parsed.get(ENGINES, ""));
            } catch (IllegalArgumentException e) {
                throw new UsageException(ENGINES + ": " + e.getMessage());
            }
        }
        LoadSettings settings = new LoadSettings(cycle, (int) parsed.number(THREADS, DEFAULT_THREADS, 1,
                LoadSettings.MAX_THREADS), Duration.ofSeconds(parsed.number(RAMP_UP, DEFAULT_RAMP_UP_SECONDS, 0,
                LoadSettings.MAX_RAMP_UP_SECONDS)), Duration.ofSeconds(parsed.number(DURATION,
                DEFAULT_DURATION_SECONDS, 1, LoadSettings.MAX_DURATION_SECONDS)), engines);
        Target target = target(parsed);
        refuseUnreachable(target, engines);
        StoreKind store = EnumValues.parse(StoreKind.class, STORE, parsed.get(STORE, DEFAULT_STORE.cliName()));
        if (!engines.isEmpty()) {
            int callbackPort = (int) parsed.number(CALLBACK_PORT, DEFAULT_CALLBACK_PORT, MIN_CALLBACK_PORT,
                    MAX_CALLBACK_PORT);
            String accepted = "an IP address or host name the engines can reach this machine by";
            InetAddress callBack = BindOption.parse(parsed, accepted);
            Optional<LoadKeystore> keys = KeystoreOption.open(parsed);
            requireKeystore(keys, engines, callBack);
            BindOption.requireOwn(parsed, callBack, accepted);
            EngineCheck.requireAll(engines, callBack, callbackPort, keys, out);
        } else {
            for (String option : List.of(BindOption.NAME, CALLBACK_PORT, KeystoreOption.NAME)) {
                if (parsed.has(option)) {
                    throw new UsageException(option + ": not applicable to the embedded engine (it listens on"
                            + " nothing); accepted only with " + ENGINES + (option.equals(KeystoreOption.NAME)
                            ? ", as the key the engines hold" : ", as where the engines send their samples back to"));
                }
            }
        }
        ResultFiles files = new ResultFiles(Path.of(parsed.get(OUT, ResultFiles.DEFAULT_DIRECTORY.toString())));
        Load.Outcome outcome;
        if (target.isManaged()) {
            FedoraBuild build = ManagedServer.build(target, store);
            outcome = ManagedServer.with(build, store, ServerTuning.DEFAULTS, ServerOptions.NONE, out,
                    fedora -> Load.run(fedora.server(), Optional.of(fedora.process()), build.target().recorded(),
                            settings, files, out));
        } else {
            if (parsed.has(STORE)) {
                throw new UsageException(STORE + ": not applicable to a server given by URL (it keeps its own"
                        + " store); accepted only with fedora-<version> or war:<path>");
            }
            LdpServer server = TargetSettings.server(Environment.system());
            outcome = Load.run(server, Optional.empty(), Target.URL.recorded(), settings, files, out);
        }
        return outcome.held() ? ExitCodes.DONE : ExitCodes.COULD_NOT_RUN;
    }

    /**
     * Beyond loopback, the plan (the server's credentials in it) and the samples cross a network: only over TLS
     * with a key the engines hold, so no one else can drive them or read it.
     */
    static void requireKeystore(Optional<LoadKeystore> keys, List<LoadEngine> engines, InetAddress callBack) {
        engines.stream().filter(engine -> !engine.onThisMachine()).findFirst().ifPresent(engine ->
                KeystoreOption.requireBeyondLoopback(keys, ENGINES + " " + engine, "the plan, the server's"
                        + " credentials in it, would cross the network unencrypted to an engine anyone could drive",
                        "engines on 127.0.0.1"));
        if (!callBack.isLoopbackAddress()) {
            KeystoreOption.requireBeyondLoopback(keys, BindOption.NAME + " " + callBack.getHostAddress(), "anyone"
                    + " who reaches this machine's call-back port could speak RMI to this JVM unauthenticated",
                    BindOption.NAME + " " + BindOption.DEFAULT);
        }
    }

    /**
     * A Fedora a load starts listens on 127.0.0.1 only: an engine on another machine would send every request of the
     * load to its own loopback, where no such server is. {@code serve --bind} starts one where engines reach it.
     */
    static void refuseUnreachable(Target target, List<LoadEngine> engines) {
        if (!target.isManaged()) {
            return;
        }
        engines.stream().filter(engine -> !engine.onThisMachine()).findFirst().ifPresent(engine -> {
            throw new UsageException(ENGINES + ": " + engine + " is not on this machine, and " + target.cliName()
                    + " listens on 127.0.0.1 only, where that engine cannot reach it; accepted: engines on this"
                    + " machine (127.0.0.1:PORT) with a Fedora the suite starts, or " + TARGET + " url with a server"
                    + " every engine reaches (REPOBENCH_LDP_URL; ./repobench serve --target " + target.cliName()
                    + " --bind ADDRESS starts one there)");
        });
    }

    private static Target target(Arguments parsed) {
        Target target;
        try {
            target = Target.parse(parsed.require(TARGET, "one of fedora-<version>, war:<path>, url"));
        } catch (IllegalArgumentException e) {
            throw new UsageException(TARGET + ": " + e.getMessage());
        }
        if (!target.overHttp()) {
            throw new UsageException(TARGET + ": '" + target.cliName() + "' is not applicable to a load (it is not"
                    + " a server); accepted: fedora-<version>, war:<path>, url");
        }
        return target;
    }
}
