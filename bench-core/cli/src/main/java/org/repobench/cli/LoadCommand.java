package org.repobench.cli;

import org.repobench.api.EnumValues;
import org.repobench.api.Target;
import org.repobench.jmeter.LoadEngine;
import org.repobench.jmeter.EngineCheck;
import org.repobench.jmeter.Load;
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
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * {@code ./repobench load --target T [--cycle C] [--threads N] [--ramp-up S] [--duration S] [--engines host:port,...]
 * [--bind ADDRESS] [--store S] [--out DIR]}: a study's requests as a JMeter load, embedded in this JVM or on the
 * JMeter servers named ({@code ./repobench load-engine}), against a Fedora the suite starts or the server
 * {@code REPOBENCH_LDP_URL} names; results as a run's, what the server holds verified. Every option is checked, every
 * engine asked, before the server starts.
 */
public final class LoadCommand implements Command {
    private static final Set<String> VALUED = Set.of("--target", "--cycle", "--threads", "--ramp-up", "--duration",
            "--engines", "--bind", "--store", "--out");
    private static final String DEFAULT_CYCLE = "crud-container";

    @Override
    public String name() {
        return "load";
    }

    @Override
    public String summary() {
        return "a study's requests as a JMeter load: --target fedora-<version>|war:<path>|url [--cycle "
                + String.join("|", LoadCycles.available().keySet()) + "] [--threads N] [--ramp-up S] [--duration S]"
                + " [--engines host:port,...] [--bind ADDRESS] [--store file|postgresql|mysql] [--out DIR]";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        Arguments parsed = Arguments.parse(args, VALUED, Set.of());
        if (!parsed.positional().isEmpty()) {
            throw new UsageException("unexpected argument '" + parsed.positional().get(0) + "'");
        }
        Map<String, LoadCycle> cycles = LoadCycles.available();
        String cycleName = parsed.get("--cycle", DEFAULT_CYCLE);
        LoadCycle cycle = cycles.get(cycleName);
        if (cycle == null) {
            throw new UsageException("--cycle: unknown value '" + cycleName + "'; accepted: "
                    + String.join(", ", cycles.keySet()));
        }
        List<LoadEngine> engines = List.of();
        if (parsed.has("--engines")) {
            try {
                engines = LoadEngine.parseList(parsed.get("--engines", ""));
            } catch (IllegalArgumentException e) {
                throw new UsageException("--engines: " + e.getMessage());
            }
        }
        LoadSettings settings = new LoadSettings(cycle, (int) parsed.number("--threads", 4, 1,
                LoadSettings.MAX_THREADS), Duration.ofSeconds(parsed.number("--ramp-up", 5, 0,
                LoadSettings.MAX_RAMP_UP_SECONDS)), Duration.ofSeconds(parsed.number("--duration", 30, 1,
                LoadSettings.MAX_DURATION_SECONDS)), engines);
        Target target = target(parsed);
        StoreKind store = EnumValues.parse(StoreKind.class, "--store", parsed.get("--store", "file"));
        if (!engines.isEmpty()) {
            EngineCheck.requireAll(engines, BindOption.parse(parsed, "an IP address or host name the engines can reach"
                    + " this machine by"), out);
        } else if (parsed.has("--bind")) {
            throw new UsageException("--bind: not applicable to the embedded engine (it listens on nothing);"
                    + " accepted only with --engines, as the address the engines send their samples back to");
        }
        ResultFiles files = new ResultFiles(Path.of(parsed.get("--out", ResultFiles.DEFAULT_DIRECTORY.toString())));
        Load.Outcome outcome;
        if (target.isManaged()) {
            FedoraBuild build = ManagedServer.build(target, store);
            outcome = ManagedServer.with(build, store, ServerTuning.DEFAULTS, ServerOptions.NONE, out,
                    fedora -> Load.run(fedora.server(), Optional.of(fedora.process()), build.target().recorded(),
                            settings, files, out));
        } else {
            if (parsed.has("--store")) {
                throw new UsageException("--store: not applicable to a server given by URL (it keeps its own"
                        + " store); accepted only with fedora-<version> or war:<path>");
            }
            LdpServer server = TargetSettings.server(Environment.system());
            outcome = Load.run(server, Optional.empty(), Target.URL.recorded(), settings, files, out);
        }
        return outcome.held() ? ExitCodes.DONE : ExitCodes.COULD_NOT_RUN;
    }

    private static Target target(Arguments parsed) {
        Target target;
        try {
            target = Target.parse(parsed.require("--target", "one of fedora-<version>, war:<path>, url"));
        } catch (IllegalArgumentException e) {
            throw new UsageException("--target: " + e.getMessage());
        }
        if (!target.overHttp()) {
            throw new UsageException("--target: '" + target.cliName() + "' is not applicable to a load (it is not"
                    + " a server); accepted: fedora-<version>, war:<path>, url");
        }
        return target;
    }
}
