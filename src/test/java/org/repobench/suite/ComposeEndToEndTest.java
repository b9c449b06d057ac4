package org.repobench.suite;

import org.junit.jupiter.api.Test;
import org.repobench.provision.DatabaseResolver;
import org.repobench.provision.DockerProbe;
import org.repobench.provision.Resolution;
import org.repobench.provision.S3Resolution;
import org.repobench.provision.S3Resolver;
import org.repobench.provision.S3Launcher;
import org.repobench.provision.ServerLauncher;
import org.repobench.provision.TestEngine;
import org.repobench.store.jdbc.JdbcConnections;
import org.repobench.store.jdbc.JdbcDialect;
import org.repobench.store.s3.S3Clients;
import org.repobench.store.settings.Environment;
import org.repobench.store.StoreUnavailableException;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The README's paragraph on running the stores in Docker, done as it says: docker/compose.yml comes up (with the
 * images the settings name, as the Testcontainers path uses), and the servers its exports name answer a run's checks,
 * each published on 127.0.0.1 only; then it goes down and leaves no container, volume or network.
 */
class ComposeEndToEndTest {
    private static final Path ROOT = checkoutRoot();
    private static final Pattern BLOCK = Pattern.compile("### Stores in Docker\\R.*?```bash\\R(.*?)```",
            Pattern.DOTALL);
    private static final Pattern EXPORT = Pattern.compile("([A-Z0-9_]+)=(\\S+)");
    private static final Duration READY = Duration.ofSeconds(90);
    private static final String COMPOSE_ONLY = "compose's server only";

    @Test
    void theReadmesComposeCommandsGiveServersThatARunAccepts() throws Exception {
        Optional<String> noEngine = TestEngine.unavailable();
        assumeTrue(noEngine.isEmpty(), noEngine::get);
        List<String> compose = composeCommand();
        String project = "rbcompose" + ProcessHandle.current().pid();

        Matcher block = BLOCK.matcher(Files.readString(ROOT.resolve("README.md")));
        assertTrue(block.find(), "README.md has no ```bash block under '### Stores in Docker'");
        List<String> lines = block.group(1).lines().map(String::strip).toList();
        List<String> up = arguments(lines, " up ");
        List<String> down = arguments(lines, " down ");
        Map<String, String> exported = new HashMap<>();
        lines.stream().filter(line -> line.startsWith("export ")).forEach(line -> {
            Matcher pair = EXPORT.matcher(line);
            while (pair.find()) {
                exported.put(pair.group(1), pair.group(2));
            }
        });
        assertEquals(List.of("-p", "repobench", "-f", "docker/compose.yml", "up", "-d"), up);
        assertEquals(List.of("-p", "repobench", "-f", "docker/compose.yml", "down", "-v"), down);

        try {
            run(compose, withProject(up, project));
            Environment settings = Environment.of(Map.of(), exported);
            for (JdbcDialect dialect : JdbcDialect.values()) {
                String source = untilReady(() -> database(settings, dialect));
                System.out.println(dialect.storeName() + ": " + source);
                assertTrue(source.contains("127.0.0.1:"), source);
            }
            String s3 = untilReady(() -> s3(settings));
            System.out.println("s3: " + s3);
            String published = run(List.of("docker"), List.of("ps", "--filter",
                    "label=com.docker.compose.project=" + project, "--format", "{{.Ports}}"));
            assertEquals(3, published.lines().count(), published);
            for (String ports : published.lines().toList()) {
                for (String port : ports.split(",\\s*")) {
                    // published on loopback, or only exposed (MinIO's console port, which compose does not publish)
                    assertTrue(port.matches("127\\.0\\.0\\.1:\\d+->\\d+/tcp|\\d+/tcp"), "published beyond"
                            + " loopback: " + ports);
                }
            }
        } finally {
            run(compose, withProject(down, project));
        }
        String label = "label=com.docker.compose.project=" + project;
        assertEquals("", run(List.of("docker"), List.of("ps", "-a", "-q", "--filter", label)).strip());
        assertEquals("", run(List.of("docker"), List.of("volume", "ls", "-q", "--filter", label)).strip());
        assertEquals("", run(List.of("docker"), List.of("network", "ls", "-q", "--filter", label)).strip());
    }

    private static String database(Environment settings, JdbcDialect dialect) {
        DatabaseResolver resolver = new DatabaseResolver(settings, DockerProbe.answering(false),
                ServerLauncher.refusing(COMPOSE_ONLY), ServerLauncher.refusing(COMPOSE_ONLY), JdbcConnections::check);
        try (Resolution resolution = resolver.resolve(dialect)) {
            return resolution.isAvailable() ? resolution.source() : null;
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    private static String s3(Environment settings) {
        S3Launcher none = S3Launcher.refusing(COMPOSE_ONLY);
        S3Resolution resolution = new S3Resolver(settings, DockerProbe.answering(false), none, none,
                S3Clients::check).resolve();
        try (resolution) {
            return resolution.isAvailable() ? resolution.source() : null;
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    /** Polls until the check answers (a server that is still starting refuses connections), at most {@link #READY}. */
    private static String untilReady(Supplier<String> check) throws InterruptedException {
        Instant deadline = Instant.now().plus(READY);
        String source = null;
        while (source == null && Instant.now().isBefore(deadline)) {
            try {
                source = check.get();
            } catch (StoreUnavailableException starting) {
                source = null;
            }
            if (source == null) {
                Thread.sleep(1000);
            }
        }
        assertTrue(source != null, "not ready within " + READY);
        return source;
    }

    /** {@code docker compose} (v2) where it is installed, else {@code docker-compose} (v1): the same arguments. */
    private static List<String> composeCommand() throws Exception {
        for (List<String> candidate : List.of(List.of("docker", "compose"), List.of("docker-compose"))) {
            List<String> version = new ArrayList<>(candidate);
            version.add("version");
            try {
                Process probe = new ProcessBuilder(version).redirectErrorStream(true).start();
                probe.getInputStream().readAllBytes();
                if (probe.waitFor(30, TimeUnit.SECONDS) && probe.exitValue() == 0) {
                    return candidate;
                }
            } catch (IOException notInstalled) {
                // the next candidate
            }
        }
        boolean required = Boolean.parseBoolean(System.getenv(TestEngine.REQUIRED));
        assumeTrue(!required, "no Docker Compose (docker compose or docker-compose): docker/engine.sh start"
                + " installs Debian's");
        assumeTrue(false, "no Docker Compose: install it, or run docker/engine.sh start");
        return List.of();
    }

    /** The arguments after "docker compose" or "docker-compose" on the README line that has {@code verb}. */
    private static List<String> arguments(List<String> lines, String verb) {
        String line = lines.stream().filter(l -> l.startsWith("docker compose ") && l.contains(verb)).findFirst()
                .orElseThrow(() -> new AssertionError("no 'docker compose ..." + verb + "...' line"));
        String command = line.replaceFirst("\\s+#.*$", "").substring("docker compose ".length());
        return List.of(command.split("\\s+"));
    }

    private static List<String> withProject(List<String> arguments, String project) {
        List<String> renamed = new ArrayList<>(arguments);
        renamed.set(renamed.indexOf("-p") + 1, project);
        return renamed;
    }

    /** The checkout this test runs in: the nearest directory up from here with README.md and docker/compose.yml. */
    private static Path checkoutRoot() {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            if (Files.exists(dir.resolve("README.md")) && Files.exists(dir.resolve("docker/compose.yml"))) {
                return dir;
            }
        }
        throw new AssertionError("no checkout root above " + Path.of("").toAbsolutePath());
    }

    private static String run(List<String> command, List<String> arguments) throws Exception {
        List<String> all = new ArrayList<>(command);
        all.addAll(arguments);
        Process process = new ProcessBuilder(all).directory(ROOT.toFile()).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(3, TimeUnit.MINUTES), String.join(" ", all) + " did not finish");
        assertEquals(0, process.exitValue(), String.join(" ", all) + ":\n" + output);
        return output;
    }
}
