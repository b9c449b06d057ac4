package org.repobench.ldp.fedora;

import java.net.InetAddress;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The parts of a server's command line every build shares: the JVM's options and jetty-runner's. */
final class ServerCommand {
    static final String CONTEXT_PATH = "/fcrepo";
    /** Where the REST API lives below the context. */
    static final String REST_PATH = CONTEXT_PATH + "/rest/";

    private ServerCommand() {
    }

    /**
     * {@code java} (this JVM's for a javax war, a Java 21+ for a Jakarta one), a GC log to read the heap from outside,
     * and a private temporary directory (jetty unpacks the war there, 4.7.5's fcr:backup writes there). The heap is the
     * JVM's default, as a benchmark fork's (a quarter of the machine's memory), so the model and a server get the same:
     * with 1 GB, Fedora 4.7.5 ran out of heap on the 10,000-member n-memberof GET with its cacheSize at 1,000,000 (and
     * then answered without the inbound references). What a server used is reported as {@code server.heap.peak}.
     */
    static List<String> jvm(RunDirectory run, Path java) {
        List<String> command = new ArrayList<>();
        command.add(java.toString());
        // gc+heap=debug adds the heap's occupancy to the KiB before and after each collection: server.alloc/op
        command.add("-Xlog:gc,gc+heap=debug:file=" + run.gcLog());
        command.add("-Djava.io.tmpdir=" + run.tmp());
        return command;
    }

    /**
     * jetty-runner serving {@code webApp} (a war, or a context file naming one) at /fcrepo on {@code address} only,
     * every request it answers a line of {@code requestLog} (NCSA's common format); {@code options} go before it.
     */
    static List<String> jetty(Path jettyRunner, List<String> options, InetAddress address, int port, Path webApp,
                              Path requestLog) {
        List<String> command = new ArrayList<>(List.of("-jar", jettyRunner.toString()));
        command.addAll(options);
        command.addAll(List.of("--host", address.getHostAddress(), "--port", String.valueOf(port), "--path",
                CONTEXT_PATH,
                "--log", requestLog.toString(), webApp.toString()));
        return command;
    }
}
