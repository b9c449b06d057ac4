package org.repobench.jmeter;

import com.sun.management.OperatingSystemMXBean;
import org.repobench.ldp.fedora.ServerProcess;

import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * The CPU a load cost, over the whole load: this JVM's (the client, when the engine is embedded; the controller only,
 * when engines elsewhere send the requests) and a managed server's own process. Per request, they say where a load
 * saturates: a client that spends as much CPU per request as the server describes itself, not the server.
 */
final class LoadCpu {
    private final Optional<ServerProcess> server;
    private final long clientBefore;
    private final Optional<Duration> serverBefore;

    private LoadCpu(Optional<ServerProcess> server) {
        this.server = server;
        this.clientBefore = clientNanos();
        this.serverBefore = server.flatMap(ServerProcess::cpuTime);
    }

    static LoadCpu start(Optional<ServerProcess> server) {
        return new LoadCpu(server);
    }

    /** This JVM's CPU per request so far, in ms. */
    double clientMsPer(long requests) {
        return requests == 0 ? Double.NaN : (clientNanos() - clientBefore) / 1e6 / requests;
    }

    /** The managed server's CPU per request so far, in ms; empty for a server given by URL. */
    OptionalDouble serverMsPer(long requests) {
        Optional<Duration> now = server.flatMap(ServerProcess::cpuTime);
        if (requests == 0 || now.isEmpty() || serverBefore.isEmpty()) {
            return OptionalDouble.empty();
        }
        return OptionalDouble.of(now.get().minus(serverBefore.get()).toNanos() / 1e6 / requests);
    }

    private static long clientNanos() {
        return ((OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime();
    }
}
