package org.repobench.cli;

import org.repobench.api.EnumValues;
import org.repobench.api.LeverRange;
import org.repobench.api.OptionNames;
import org.repobench.api.OptionSpec;
import org.repobench.api.ParamNames;
import org.repobench.api.Target;
import org.repobench.ldp.Credentials;
import org.repobench.ldp.ServerProbe;
import org.repobench.ldp.fedora.FedoraBuild;
import org.repobench.ldp.fedora.ManagedFedora;
import org.repobench.ldp.fedora.ServerOptions;
import org.repobench.ldp.fedora.ServerTuning;
import org.repobench.ldp.inject.Injection;
import org.repobench.store.StoreKind;
import org.repobench.store.settings.CredentialsFile;

import java.io.IOException;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * {@code ./repobench serve --target fedora-<version>|war:<path> [options]}:
 * starts a managed Fedora on the data the runs keep, with the fixtures they loaded under {@code repobench/}, and keeps
 * it until Ctrl-C (or for the given time), so it can be looked at with curl or a browser, profiled, or measured as a
 * {@code target=url}: on 127.0.0.1, or with {@code --bind} on an address of this machine that engines on other
 * machines reach ({@code load --target url}). A password (Fedora 5 and later) is never printed: it goes to a netrc
 * file only the user can read, deleted when the server stops.
 */
public final class ServeCommand implements Command {
    // a lever or setting a run's param also has is spelled as -p spells it
    private static final String TARGET = "--" + ParamNames.TARGET;
    private static final String STORE = "--" + ParamNames.STORE;
    private static final String CACHE_SIZE = "--" + ParamNames.CACHE_SIZE;
    private static final String AUTO_VERSIONING = "--" + ParamNames.AUTO_VERSIONING;
    private static final String FOR = "--for";
    private static final String ON = "on";
    private static final String OFF = "off";
    private static final StoreKind DEFAULT_STORE = StoreKind.FILE;
    private static final long MAX_SECONDS = Duration.ofDays(7).toSeconds();
    private static final String ADDRESS_ACCEPTED = "an IP address or host name of this machine";
    private static final List<OptionSpec> OPTIONS = List.of(
            OptionSpec.valued(TARGET, "T", "required: the Fedora to start, fedora-<version> or war:<path>"),
            OptionSpec.valued(STORE, "S", "its store: file, postgresql, mysql").defaultsTo(DEFAULT_STORE.cliName()),
            OptionSpec.valued(CACHE_SIZE, "N", "Fedora 4.7.5 only: nodes its ModeShape workspace keeps in memory, "
                    + LeverRange.CACHE_SIZE.min() + " to " + LeverRange.CACHE_SIZE.max()),
            OptionSpec.valued(AUTO_VERSIONING, ON + "|" + OFF, "Fedora 6.1.0 only: start it with auto-versioning on"
                    + " or off").defaultsTo(ON),
            OptionSpec.valued(FOR, "SECONDS", "stop the server after SECONDS, 1 to " + MAX_SECONDS)
                    .defaultsTo("until Ctrl-C"),
            OptionSpec.valued(BindOption.NAME, "ADDRESS", "the address of this machine it listens on, plain HTTP"
                    + " (for load --target url from other machines: one they reach)").defaultsTo(BindOption.DEFAULT),
            OptionSpec.flag(BindOption.ALL, "listen on every interface instead"),
            OptionSpec.valued(OptionNames.SERVER_JVM_ARGS, "\"OPTIONS\"", "options for the server's JVM, as a run's"
                    + " servers take them"),
            OptionSpec.valued(OptionNames.SERVER_INJECT, "COST", "a known cost in the server's own code (cpu=10%,"
                    + " alloc=10%), said when it stops"));

    @Override
    public String name() {
        return "serve";
    }

    @Override
    public String summary() {
        return "start a managed Fedora on the runs' data until Ctrl-C, to look at with curl or profile";
    }

    @Override
    public String usage() {
        return TARGET + " fedora-<version>|war:<path> [options]";
    }

    @Override
    public List<OptionSpec> options() {
        return OPTIONS;
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        Arguments parsed = Arguments.parse(args, name(), OPTIONS);
        if (!parsed.positional().isEmpty()) {
            throw new UsageException("unexpected argument '" + parsed.positional().get(0) + "'");
        }
        Target target;
        try {
            target = Target.parse(parsed.require(TARGET, "one of fedora-<version>, war:<path>"));
        } catch (IllegalArgumentException e) {
            throw new UsageException(TARGET + ": " + e.getMessage());
        }
        if (!target.isManaged()) {
            throw new UsageException(TARGET + ": '" + target + "' is not a Fedora the suite starts; accepted:"
                    + " fedora-<version>, war:<path to an fcrepo-webapp war>");
        }
        StoreKind store = EnumValues.parse(StoreKind.class, STORE, parsed.get(STORE, DEFAULT_STORE.cliName()));
        FedoraBuild version = ManagedServer.build(target, store);
        ServerTuning tuning = ServerTuning.DEFAULTS;
        if (parsed.has(CACHE_SIZE)) {
            Optional<String> none = version.cacheSizeNotApplicable();
            if (none.isPresent()) {
                throw new UsageException(CACHE_SIZE + ": " + none.get());
            }
            tuning = ServerTuning.cacheSize((int) parsed.number(CACHE_SIZE, 0, LeverRange.CACHE_SIZE.min(),
                    LeverRange.CACHE_SIZE.max()));
        }
        if (parsed.has(AUTO_VERSIONING)) {
            Optional<String> none = version.autoVersioningNotApplicable();
            if (none.isPresent()) {
                throw new UsageException(AUTO_VERSIONING + ": " + none.get());
            }
            String value = parsed.get(AUTO_VERSIONING, ON);
            if (!value.equals(ON) && !value.equals(OFF)) {
                throw new UsageException(AUTO_VERSIONING + ": '" + value + "' is not accepted; accepted: " + ON + ", "
                        + OFF);
            }
            tuning = tuning.autoVersioning(value.equals(ON));
        }
        long seconds = parsed.number(FOR, 0, 1, MAX_SECONDS);
        InetAddress address = BindOption.requireOwn(parsed, BindOption.forListener(parsed, ADDRESS_ACCEPTED),
                ADDRESS_ACCEPTED);
        // as a run's servers get them: checked here, each mistake one line, before the server starts
        ServerOptions options = new ServerOptions(parsed.has(OptionNames.SERVER_JVM_ARGS)
                ? ServerOptions.parseJvmOptions(parsed.get(OptionNames.SERVER_JVM_ARGS, "")) : List.of(),
                parsed.has(OptionNames.SERVER_INJECT)
                        ? Optional.of(Injection.parse(parsed.get(OptionNames.SERVER_INJECT, ""))) : Optional.empty(),
                Optional.empty()).listeningOn(address);
        ManagedServer.with(version, store, tuning, options, out, fedora -> {
            Path netrc = netrc(fedora);
            Thread onCtrlC = closeOnExit(fedora, out);
            try {
                String auth = netrc == null ? "" : "--netrc-file " + netrc + " ";
                out.println("# repobench: e.g. curl " + auth + "-H 'Accept: text/turtle' " + fedora.server().root());
                if (!address.isLoopbackAddress()) {
                    out.println(fromOtherMachines(fedora, address, netrc));
                }
                out.println("# repobench: fixtures under " + fedora.server().root() + "repobench/; "
                        + (seconds > 0 ? "stopping in " + seconds + " s" : "Ctrl-C stops the server"));
                Thread.sleep(seconds > 0 ? seconds * 1000 : Long.MAX_VALUE);
            } finally {
                if (netrc != null) {
                    Files.deleteIfExists(netrc);
                }
                removeHook(onCtrlC);
            }
            return null;
        });
        return ExitCodes.DONE;
    }

    /**
     * Ctrl-C (or a SIGTERM) ends serve inside its wait, where no code after it runs: this hook closes the server (its
     * own hook may be stopping it too; closing twice is harmless), which deletes its configuration, the password a
     * start made up in it, and says what an injected cost came to.
     */
    private static Thread closeOnExit(ManagedFedora fedora, PrintStream out) {
        Thread hook = new Thread(() -> {
            try {
                fedora.close();
                ManagedServer.sayInjected(fedora, out);
            } catch (RuntimeException e) {
                out.println("# repobench: " + e.getMessage());
            }
        }, "repobench-serve-stop");
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

    /**
     * Where engines on other machines reach the server, and how they are given its credentials: never the password,
     * which is in the netrc file only.
     */
    private static String fromOtherMachines(ManagedFedora fedora, InetAddress address, Path netrc) {
        URI root = fedora.server().root();
        String where;
        String url;
        if (address.isAnyLocalAddress()) {
            where = "every interface of this machine, port " + root.getPort();
            url = "http://ADDRESS:" + root.getPort() + root.getPath() + " (an address of this machine they reach)";
        } else {
            where = root.getHost() + " only";
            url = root.toString();
        }
        String credentials = netrc == null ? "; no credentials: " + fedora.build().cliName() + " asks none, so anyone"
                + " who reaches it reads and writes" : ", " + ServerProbe.USER_SETTING + " and "
                + ServerProbe.PASSWORD_SETTING + " as the login and password in " + netrc;
        return "# repobench: listening on " + where + ", plain HTTP (a network you trust); for load --target url on"
                + " other machines: " + ServerProbe.URL_SETTING + "=" + url + credentials;
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
