package org.repobench.cli;

import org.repobench.api.OptionSpec;
import org.repobench.jmeter.LoadEngineServer;

import java.io.PrintStream;
import java.net.InetAddress;
import java.time.Duration;
import java.util.List;

/**
 * {@code ./repobench load-engine --port N [options]}: a JMeter server for {@code ./repobench load --engines}, on this
 * machine's address (127.0.0.1 unless named), until Ctrl-C.
 */
public final class LoadEngineCommand implements Command {
    private static final String PORT = "--port";
    private static final String FOR = "--for";
    private static final int MAX_PORT = 65_535;
    private static final long MAX_SECONDS = Duration.ofDays(7).toSeconds();
    private static final List<OptionSpec> OPTIONS = List.of(
            OptionSpec.valued(PORT, "N", "required: the port its RMI registry listens on, 1 to " + MAX_PORT),
            OptionSpec.valued(BindOption.NAME, "ADDRESS", "the address of this machine it listens on")
                    .defaultsTo(BindOption.DEFAULT),
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
        int port = (int) parsed.number(PORT, -1, 1, MAX_PORT);
        if (port < 0) {
            throw new UsageException(PORT + " is required; accepted: the port its RMI registry listens on, 1 to "
                    + MAX_PORT);
        }
        InetAddress address = BindOption.parse(parsed, "an IP address or host name of this machine");
        long seconds = parsed.number(FOR, 0, 1, MAX_SECONDS);
        LoadEngineServer.start(address, port, out);
        Thread.sleep(seconds > 0 ? seconds * 1000 : Long.MAX_VALUE);
        return ExitCodes.DONE;
    }
}
