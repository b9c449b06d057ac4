package org.repobench.ldp.fedora;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The parts of a server's command line both versions share: the JVM's options and jetty-runner's. */
final class ServerCommand {
    /** The recipe's heap: both versions start and serve the suite's workloads in it (RECIPE §4). */
    static final String HEAP = "-Xmx1g";
    static final String CONTEXT_PATH = "/fcrepo";
    /** Where the REST API lives below the context. */
    static final String REST_PATH = CONTEXT_PATH + "/rest/";

    private ServerCommand() {
    }

    /**
     * The same Java as this JVM, the heap, a GC log to read the heap from outside, and a private temporary directory
     * (jetty unpacks the war there, 4.7.5's fcr:backup writes there).
     */
    static List<String> jvm(RunDirectory run) {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add(HEAP);
        command.add("-Xlog:gc:file=" + run.gcLog());
        command.add("-Djava.io.tmpdir=" + run.tmp());
        return command;
    }

    /** jetty-runner serving {@code war} at /fcrepo on 127.0.0.1 only; {@code options} go before the war. */
    static List<String> jetty(Path jettyRunner, List<String> options, int port, Path war) {
        List<String> command = new ArrayList<>(List.of("-jar", jettyRunner.toString()));
        command.addAll(options);
        command.addAll(List.of("--host", "127.0.0.1", "--port", String.valueOf(port), "--path", CONTEXT_PATH,
                war.toString()));
        return command;
    }
}
