package org.repobench.jmeter;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.apache.jmeter.util.JMeterUtils;
import org.repobench.ldp.LdpClient;
import org.repobench.ldp.LdpServer;
import org.repobench.ldp.fedora.ServerProcess;
import org.repobench.report.ConsoleTable;
import org.repobench.results.AtomicFiles;
import org.repobench.results.JmhJsonWriter;
import org.repobench.results.ResultSet;
import org.repobench.run.ResultFiles;
import org.repobench.workload.LdpFixtures;
import us.abstracta.jmeter.javadsl.core.DslTestPlan;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * One load, start to end: a parent of its own made ({@code repobench/load-<8 hex digits>}: a fixed one could meet
 * Fedora 6.1.0's half-deleted ghost of a load that died mid-write; what earlier loads left under {@code repobench/} is
 * deleted first, so run one load at a time on a server),
 * the plan run, its samples read, what the server holds verified, the results written (atomically, as a run's) and
 * printed, and the parent deleted with its tombstone whatever happened. A load whose writes were lost, refused or not
 * sent by an engine that died fails; its results are kept as partial.
 */
public final class Load {
    /** Where a load's resources go, relative to the server's root: this and 8 hex digits. */
    public static final String PARENT_PREFIX = LdpFixtures.CONTAINER + "/load-";
    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private Load() {
    }

    /** What a load left: its results file, and whether it held. */
    public record Outcome(Path results, boolean held) {
    }

    /**
     * @param serverProcess the managed server's process, whose CPU the load reads; empty for a server given by URL
     */
    public static Outcome run(LdpServer server, Optional<ServerProcess> serverProcess, String recordedTarget,
                              LoadSettings settings, ResultFiles files, PrintStream out) throws Exception {
        Path scratchDir = Files.createTempDirectory("repobench-load");
        try (LdpClient client = new LdpClient(server)) {
            sweep(client, out);
            String parent = PARENT_PREFIX + HexFormat.of().toHexDigits(new SecureRandom().nextInt());
            LdpFixtures.replaceContainer(client, parent);
            try {
                Path jtl = scratchDir.resolve("samples.jtl");
                DslTestPlan plan = LoadPlan.build(server, parent, settings, jtl);
                out.printf("# repobench: load %s on %s: %d thread%s on %s, ramp-up %d s, then %d s measured%n",
                        settings.cycle().name(), server.product() + " at " + server.root(), settings.threads(),
                        settings.threads() == 1 ? "" : "s", settings.embedded() ? "the embedded engine"
                                : settings.engineCount() + " engines (" + settings.engines() + ") each",
                        settings.rampUp().toSeconds(), settings.hold().toSeconds());
                LoadCpu cpu = LoadCpu.start(serverProcess);
                LoadRun.run(plan, settings, jtl, out);
                LoadTally tally = LoadTally.read(jtl, settings);
                double clientCpu = cpu.clientMsPer(tally.samples());
                OptionalDouble serverCpu = cpu.serverMsPer(tally.samples());
                LoadVerifier.Verdict verdict = LoadVerifier.verify(client, parent, tally);
                ResultSet results = LoadResults.of(tally, settings, recordedTarget, verdict.lost());
                long errors = tally.operations().values().stream().mapToLong(LoadTally.Operation::errors).sum();
                boolean held = verdict.holds() && errors == 0 && tally.samples() > 0;
                ObjectNode environment = environment(settings, tally, verdict, server);
                environment.put("parent", parent);
                environment.put("clientCpuMsPerRequest", clientCpu);
                serverCpu.ifPresent(ms -> environment.put("serverCpuMsPerRequest", ms));
                Path written = write(results, files, environment, held);
                out.print(ConsoleTable.render(results));
                out.println("# repobench: engines: " + shares(tally));
                out.printf("# repobench: CPU per request: %.3f ms in this JVM (%s), %s%n", clientCpu,
                        settings.embedded() ? "the client" : "the controller only: the engines' own is theirs",
                        serverCpu.isPresent() ? String.format("%.3f ms in the server", serverCpu.getAsDouble())
                                : "the server's not known (given by URL)");
                out.println("# repobench: verified: " + verdict.describe(tally.created().size(),
                        tally.deleted().size()));
                if (errors > 0) {
                    out.printf("# repobench: %,d requests refused or unanswered (write.failures; conflicts among them"
                            + " in write.conflicts): the load fails%n", errors);
                }
                out.println("# repobench: results " + written + (held ? "" : " (partial: the load failed)"));
                return new Outcome(written, held);
            } finally {
                client.deleteWithTombstone(parent);
            }
        } finally {
            try (Stream<Path> scratch = Files.walk(scratchDir)) {
                scratch.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    /** Deletes, with their tombstones, the parents earlier loads left (a load that was killed). */
    static void sweep(LdpClient client, PrintStream out) {
        if (!client.exists(LdpFixtures.CONTAINER)) {
            return;
        }
        String prefix = client.uri(PARENT_PREFIX).toString();
        String body = new String(client.get(LdpFixtures.CONTAINER, LdpClient.N_TRIPLES, null).body(),
                StandardCharsets.UTF_8);
        Matcher child = Pattern.compile("<" + Pattern.quote(prefix) + "([0-9a-f]{8})>").matcher(body);
        while (child.find()) {
            String left = PARENT_PREFIX + child.group(1);
            out.println("# repobench: deleting " + left + ", which an earlier load left");
            client.deleteWithTombstone(left);
        }
    }

    /** "127.0.0.1:41001 50.2 % (6,712), 127.0.0.1:41002 49.8 % (6,650)". */
    static String shares(LoadTally tally) {
        StringBuilder line = new StringBuilder();
        for (Map.Entry<String, Long> engine : tally.engines().entrySet()) {
            line.append(line.length() == 0 ? "" : ", ").append(String.format("%s %.1f %% (%,d samples)",
                    engine.getKey(), 100.0 * engine.getValue() / tally.samples(), engine.getValue()));
        }
        return line.length() == 0 ? "no samples" : line.toString();
    }

    private static ObjectNode environment(LoadSettings settings, LoadTally tally, LoadVerifier.Verdict verdict,
                                          LdpServer server) {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("loadEngine", "JMeter " + JMeterUtils.getJMeterVersion());
        root.put("server", server.product() + " at " + server.root());
        root.put("cycle", settings.cycle().name());
        root.put("threadsPerEngine", settings.threads());
        root.put("rampUpSeconds", settings.rampUp().toSeconds());
        root.put("durationSeconds", settings.hold().toSeconds());
        ObjectNode engines = root.putObject("engineSamples");
        tally.engines().forEach(engines::put);
        ObjectNode verified = root.putObject("verified");
        verified.put("created", tally.created().size());
        verified.put("deleted", tally.deleted().size());
        verified.put("parentChildren", verdict.children());
        verified.put("expectedChildren", verdict.expected());
        verified.put("lost", verdict.lostCount());
        return root;
    }

    private static Path write(ResultSet results, ResultFiles files, ObjectNode environment, boolean held)
            throws IOException {
        Path scratch = files.scratch();
        JmhJsonWriter.write(scratch, results);
        Path kept = held ? files.publishComplete(scratch) : files.publishPartial(scratch);
        String name = kept.getFileName().toString();
        AtomicFiles.write(kept.resolveSibling(name.substring(0, name.length() - ".json".length())
                + ".environment.json"), MAPPER.writeValueAsString(environment) + System.lineSeparator());
        return kept;
    }
}
