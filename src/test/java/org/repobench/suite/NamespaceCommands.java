package org.repobench.suite;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.repobench.jmeter.LoadKeys;
import org.repobench.jmeter.LoadKeystore;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The launcher's commands as processes of their own, in this machine's network namespace or in one of a test's
 * {@link NetworkNamespaces}, which keeps each to stop it when it removes the namespaces; and what the tests across
 * namespaces read back: listeners, a load's environment record, files holding a secret.
 */
final class NamespaceCommands {
    private static final Launcher LAUNCHER = Launcher.fromBuild();
    private final NetworkNamespaces net;

    NamespaceCommands(NetworkNamespaces net) {
        this.net = net;
    }

    /** {@code java -cp <the launcher's class path> org.repobench.cli.Repobench ARGS}, its temporary files in home. */
    List<String> java(Path home, String... args) {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-Xmx512m", "-XX:TieredStopAtLevel=1", "-Djava.io.tmpdir=" + home.resolve("tmp"),
                "-cp", LAUNCHER.classpath(), "org.repobench.cli.Repobench"));
        command.addAll(List.of(args));
        return command;
    }

    /**
     * Starts the command in home (its temporary directory made), its input empty, with the environment's additions
     * and without the keystore's password variable (each side reads its own file); kept, to be stopped with the
     * namespaces.
     */
    Process start(List<String> command, Path home, Map<String, String> environment) throws IOException {
        Files.createDirectories(home.resolve("tmp"));
        ProcessBuilder builder = new ProcessBuilder(command).directory(home.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(Path.of("/dev/null").toFile()));
        builder.environment().remove(LoadKeystore.PASSWORD_VARIABLE);
        builder.environment().putAll(environment);
        return net.keep(builder.start());
    }

    /** An engine in namespace i, on its address and the port, with the keystore; its first lines, once it listens. */
    CompletableFuture<Output> engine(int i, int port, Path keystore, Path home) throws IOException {
        Process engine = start(net.in(i, java(home, "load-engine", "--port", String.valueOf(port), "--bind",
                net.address(i), "--keystore", keystore.toString(), "--for", "600")), home, Map.of());
        return CompletableFuture.supplyAsync(() -> Output.until(engine, "listening on " + net.address(i)
                + ": registry " + port + ", objects " + (port + 1) + ";"));
    }

    /** A copy of the keystore and its password file in the directory, as a user copies them to a machine. */
    static Path copyKeys(Path keystore, Path machine) throws IOException {
        Files.createDirectories(machine.resolve("keys"));
        Path copy = Files.copy(keystore, machine.resolve("keys").resolve(LoadKeys.FILE_NAME));
        Files.copy(LoadKeystore.passwordFile(keystore), LoadKeystore.passwordFile(copy));
        return copy;
    }

    /** The TCP listeners of namespace i, as address:port. */
    Set<String> listening(int i) throws IOException {
        String ss = NetworkNamespaces.run(net.in(i, List.of("ss", "-Hltn")).toArray(String[]::new)).out();
        // Java's sockets are dual-stack: ss shows an IPv4 address as [::ffff:10.213.x.y]
        return ss.lines().map(line -> line.trim().split("\\s+")).filter(f -> f.length >= 4)
                .map(f -> f[3].replace("[::ffff:", "").replace("]", "")).collect(Collectors.toCollection(TreeSet::new));
    }

    /** The files under the directory holding a secret, but the keystores' password files. */
    static Set<Path> secretsIn(Path root, String... secrets) {
        Set<Path> found = new TreeSet<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                if (file.getFileName().toString().endsWith(LoadKeystore.PASSWORD_SUFFIX)) {
                    continue;
                }
                String text;
                try {
                    text = new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1);
                } catch (IOException e) {
                    continue; // deleted while walked
                }
                for (String secret : secrets) {
                    if (text.contains(secret)) {
                        found.add(file);
                    }
                }
            }
        } catch (IOException | RuntimeException e) {
            // a directory removed while walked: the next walk sees what is left
        }
        return found;
    }

    /** The environment record a load wrote into its {@code --out}. */
    static JsonNode environment(Path out) throws IOException {
        try (Stream<Path> files = Files.list(out)) {
            Path env = files.filter(p -> p.getFileName().toString().endsWith(".environment.json")).findFirst()
                    .orElseThrow();
            return new ObjectMapper().readTree(env.toFile());
        }
    }

    static Set<String> fieldNames(JsonNode node) {
        Set<String> names = new TreeSet<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
