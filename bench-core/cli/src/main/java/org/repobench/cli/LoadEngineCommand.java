package org.repobench.cli;

import org.repobench.jmeter.LoadEngineServer;

import java.io.PrintStream;
import java.net.InetAddress;
import java.time.Duration;
import java.util.List;
import java.util.Set;

/**
 * {@code ./repobench load-engine --port N [--bind ADDRESS] [--for SECONDS]}: a JMeter server for
 * {@code ./repobench load --engines}, on this machine's address (127.0.0.1 unless named), until Ctrl-C.
 */
public final class LoadEngineCommand implements Command {
    private static final Set<String> VALUED = Set.of("--port", "--bind", "--for");

    @Override
    public String name() {
        return "load-engine";
    }

    @Override
    public String summary() {
        return "a JMeter server for load --engines, until Ctrl-C: --port N [--bind ADDRESS] [--for SECONDS]";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        Arguments parsed = Arguments.parse(args, VALUED, Set.of());
        if (!parsed.positional().isEmpty()) {
            throw new UsageException("unexpected argument '" + parsed.positional().get(0) + "'");
        }
        int port = (int) parsed.number("--port", -1, 1, 65_535);
        if (port < 0) {
            throw new UsageException("--port is required; accepted: the port its RMI registry listens on, 1 to 65535");
        }
        InetAddress address = BindOption.parse(parsed, "an IP address or host name of this machine");
        long seconds = parsed.number("--for", 0, 1, Duration.ofDays(7).toSeconds());
        LoadEngineServer.start(address, port, out);
        Thread.sleep(seconds > 0 ? seconds * 1000 : Long.MAX_VALUE);
        return ExitCodes.DONE;
    }
}
