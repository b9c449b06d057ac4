package org.repobench.cli;

import org.repobench.api.OptionSpec;
import org.repobench.jmeter.EnginePorts;
import org.repobench.jmeter.LoadKeystore;
import org.repobench.jmeter.LoadEngineServer;

import java.io.PrintStream;
import java.net.InetAddress;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * {@code ./repobench load-engine --port N [options]}: a JMeter server for {@code ./repobench load --engines}, on this
 * machine's address (127.0.0.1 unless named; every interface only with {@code --bind-all}) and two fixed ports (its
 * registry's and its objects', N and N+1 unless {@code --ports} names both), until Ctrl-C. Beyond loopback only with
 * {@code --keystore}: TLS with mutual authentication, so only a controller holding that key can drive it.
 */
public final class LoadEngineCommand implements Command {
    private static final String PORT = "--port";
    private static final String PORTS = "--ports";
    private static final String FOR = "--for";
    private static final long MAX_SECONDS = Duration.ofDays(7).toSeconds();
    private static final String ADDRESS_ACCEPTED = "an IP address or host name of this machine";
    private static final String PORT_ACCEPTED = "the port its RMI registry listens on, 1 to "
            + (EnginePorts.MAX_PORT - 1) + " (its objects take the next one)";
    private static final List<OptionSpec> OPTIONS = List.of(
            OptionSpec.valued(PORT, "N", "required unless " + PORTS + ": " + PORT_ACCEPTED),
            OptionSpec.valued(PORTS, "REGISTRY,OBJECTS", "instead of " + PORT + ": its registry's port and its"
                    + " objects'"),
            OptionSpec.valued(BindOption.NAME, "ADDRESS", "the address of this machine it listens on")
                    .defaultsTo(BindOption.DEFAULT),
            OptionSpec.flag(BindOption.ALL, "listen on every interface (with " + KeystoreOption.NAME + " only)"),
            OptionSpec.valued(KeystoreOption.NAME, "FILE", "the keystore of ./repobench load-keys: TLS with mutual"
                    + " authentication, only a controller holding its key drives this engine; "
                    + KeystoreOption.PASSWORD + "; required unless " + BindOption.NAME + " is loopback")
                    .defaultsTo("none: loopback only, without TLS"),
            OptionSpec.valued(FOR, "SECONDS", "stop after SECONDS, 1 to " + MAX_SECONDS).defaultsTo("until Ctrl-C"));

    @Override
    public String name() {
        return "load-engine";
    }

    @Override
    public String summary() {
        return "a JMeter server for load --engines, until Ctrl-C";
    }

    @Override
    public String usage() {
        return PORT + " N [options]";
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
        EnginePorts ports = ports(parsed);
        InetAddress address = BindOption.forListener(parsed, ADDRESS_ACCEPTED);
        long seconds = parsed.number(FOR, 0, 1, MAX_SECONDS);
        Optional<LoadKeystore> keys = KeystoreOption.open(parsed);
        if (!address.isLoopbackAddress()) {
            String where = parsed.flag(BindOption.ALL) ? BindOption.ALL + " (every interface)"
                    : BindOption.NAME + " " + parsed.get(BindOption.NAME, "");
            KeystoreOption.requireBeyondLoopback(keys, where, BindOption.NO_KEYSTORE_RISK,
                    BindOption.NAME + " " + BindOption.DEFAULT);
        }
        BindOption.requireOwn(parsed, address, ADDRESS_ACCEPTED);
        LoadEngineServer.start(address, ports, LoadCommand.DEFAULT_CALLBACK_PORT, keys, out);
        Thread.sleep(seconds > 0 ? seconds * 1000 : Long.MAX_VALUE);
        return ExitCodes.DONE;
    }

    private static EnginePorts ports(Arguments parsed) {
        if (parsed.has(PORT) && parsed.has(PORTS)) {
            throw new UsageException(PORT + " and " + PORTS + " both name the registry's port; accepted: one of them");
        }
        if (parsed.has(PORTS)) {
            try {
                return EnginePorts.parse(parsed.get(PORTS, ""));
            } catch (IllegalArgumentException e) {
                throw new UsageException(PORTS + ": " + e.getMessage());
            }
        }
        int port = (int) parsed.number(PORT, -1, 1, EnginePorts.MAX_PORT);
        if (port < 0) {
            throw new UsageException(PORT + " is required; accepted: " + PORT_ACCEPTED + ", or " + PORTS
                    + " REGISTRY,OBJECTS");
        }
        try {
            return EnginePorts.after(port);
        } catch (IllegalArgumentException e) {
            throw new UsageException(PORT + ": " + e.getMessage());
        }
    }
}
