package org.repobench.cli;

import org.repobench.api.EnumValues;
import org.repobench.api.LeverRange;
import org.repobench.api.OptionNames;
import org.repobench.api.Target;
import org.repobench.ldp.Credentials;
import org.repobench.ldp.fedora.FedoraBuild;
import org.repobench.ldp.fedora.ManagedFedora;
import org.repobench.ldp.fedora.ServerOptions;
import org.repobench.ldp.fedora.ServerTuning;
import org.repobench.ldp.inject.Injection;
import org.repobench.store.StoreKind;
import org.repobench.store.settings.CredentialsFile;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * {@code ./repobench serve --target fedora-<version>|war:<path> [--store file] [--cache-size N] [--for SECONDS]
 * [--server-jvm-args "..."] [--server-inject cpu=10%]}:
 * starts a managed Fedora on the data the runs keep, with the fixtures they loaded under {@code repobench/}, and keeps
 * it until Ctrl-C (or for the given time), so it can be looked at with curl or a browser, profiled, or measured as a
 * {@code target=url}. A password (Fedora 5 and later) is never printed: it goes to a netrc file only the user can read,
 * deleted when the server stops.
 */
public final class ServeCommand implements Command {
    private static final Set<String> VALUED = Set.of("--target", "--store", "--cache-size", "--auto-versioning",
            "--for", OptionNames.SERVER_JVM_ARGS, OptionNames.SERVER_INJECT);

    @Override
    public String name() {
        return "serve";
    }

    @Override
    public String summary() {
        return "start a managed server on the runs' fixtures until Ctrl-C: --target fedora-<version>|war:<path>"
                + " [--store file|postgresql|mysql] [--cache-size N] [--auto-versioning on|off] [--for SECONDS]"
                + " [" + OptionNames.SERVER_JVM_ARGS + " \"-Xmx2g ...\"] [" + OptionNames.SERVER_INJECT + " cpu=10%]";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        Arguments parsed = Arguments.parse(args, VALUED, Set.of());
        if (!parsed.positional().isEmpty()) {
            throw new UsageException("unexpected argument '" + parsed.positional().get(0) + "'");
        }
        Target target;
        try {
            target = Target.parse(parsed.require("--target", "one of fedora-<version>, war:<path>"));
        } catch (IllegalArgumentException e) {
            throw new UsageException("--target: " + e.getMessage());
        }
        if (!target.isManaged()) {
            throw new UsageException("--target: '" + target + "' is not a Fedora the suite starts; accepted:"
                    + " fedora-<version>, war:<path to an fcrepo-webapp war>");
        }
        StoreKind store = EnumValues.parse(StoreKind.class, "--store", parsed.get("--store", "file"));
        FedoraBuild version = ManagedServer.build(target, store);
        ServerTuning tuning = ServerTuning.DEFAULTS;
        if (parsed.has("--cache-size")) {
            Optional<String> none = version.cacheSizeNotApplicable();
            if (none.isPresent()) {
                throw new UsageException("--cache-size: " + none.get());
            }
            tuning = ServerTuning.cacheSize((int) parsed.number("--cache-size", 0, LeverRange.CACHE_SIZE.min(),
                    LeverRange.CACHE_SIZE.max()));
        }
        if (parsed.has("--auto-versioning")) {
            Optional<String> none = version.autoVersioningNotApplicable();
            if (none.isPresent()) {
                throw new UsageException("--auto-versioning: " + none.get());
            }
            String value = parsed.get("--auto-versioning", "on");
            if (!value.equals("on") && !value.equals("off")) {
                throw new UsageException("--auto-versioning: '" + value + "' is not accepted; accepted: on, off");
            }
            tuning = tuning.autoVersioning(value.equals("on"));
        }
        long seconds = parsed.number("--for", 0, 1, Duration.ofDays(7).toSeconds());
        // as a run's servers get them: checked here, each mistake one line, before the server starts
        ServerOptions options = new ServerOptions(parsed.has(OptionNames.SERVER_JVM_ARGS)
                ? ServerOptions.parseJvmOptions(parsed.get(OptionNames.SERVER_JVM_ARGS, "")) : List.of(),
                parsed.has(OptionNames.SERVER_INJECT)
                        ? Optional.of(Injection.parse(parsed.get(OptionNames.SERVER_INJECT, ""))) : Optional.empty(),
                Optional.empty());
        ManagedServer.with(version, store, tuning, options, out, fedora -> {
            Path netrc = netrc(fedora);
            Optional<Thread> onCtrlC = options.injection().map(cost -> sayInjectedOnExit(fedora, out));
            try {
                String auth = netrc == null ? "" : "--netrc-file " + netrc + " ";
                out.println("# repobench: e.g. curl " + auth + "-H 'Accept: text/turtle' " + fedora.server().root());
                out.println("# repobench: fixtures under " + fedora.server().root() + "repobench/; "
                        + (seconds > 0 ? "stopping in " + seconds + " s" : "Ctrl-C stops the server"));
                Thread.sleep(seconds > 0 ? seconds * 1000 : Long.MAX_VALUE);
            } finally {
                if (netrc != null) {
                    Files.deleteIfExists(netrc);
                }
                onCtrlC.ifPresent(ServeCommand::removeHook);
            }
            return null;
        });
        return ExitCodes.DONE;
    }

    /**
     * Ctrl-C (or a SIGTERM) ends serve inside its wait, where no code after it runs: this hook stops the server (its
     * own hook may be stopping it too; closing twice is harmless) and says what the injected cost came to.
     */
    private static Thread sayInjectedOnExit(ManagedFedora fedora, PrintStream out) {
        Thread hook = new Thread(() -> {
            try {
                fedora.close();
                ManagedServer.sayInjected(fedora, out);
            } catch (RuntimeException e) {
                out.println("# repobench: " + e.getMessage());
            }
        }, "repobench-serve-injected");
        Runtime.getRuntime().addShutdownHook(hook);
        return hook;
    }

    private static void removeHook(Thread hook) {
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // the JVM is exiting: the hook runs and says it
        }
    }

    /** The server's credentials as a netrc file for curl, readable by its owner only; null for an open server. */
    private static Path netrc(ManagedFedora fedora) throws IOException {
        Optional<Credentials> credentials = fedora.server().credentials();
        if (credentials.isEmpty()) {
            return null;
        }
        Path file = CredentialsFile.createOwnerOnly("repobench-serve", ".netrc");
        file.toFile().deleteOnExit();
        Files.writeString(file, "machine " + fedora.server().root().getHost() + " login " + credentials.get().user()
                + " password " + credentials.get().password() + "\n");
        return file;
    }
}
