package org.repobench.suite;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repobench.cli.CliRunner;
import org.repobench.fixture.FixtureCache;
import org.repobench.jmeter.LoadKeys;
import org.repobench.ldp.ServerProbe;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * {@code ./repobench serve --bind} across network stacks: a managed Fedora 6.1.0 (the server of the load's end-to-end
 * test) started by serve on this machine's address on the test's links and only there (no loopback, no other
 * interface), loaded with {@code load --target url} by two engines in network namespaces of their own, driven over
 * TLS by a controller in this machine's. The requests the server logged from each engine's address are that engine's
 * samples, one for one, and the load verified what the server holds against every answer. The server's password goes
 * from serve's netrc file to the controller's environment only: on no command line, in nothing printed, in no file
 * left once serve stopped. Every process (the server serve started too), namespace and link is removed afterwards.
 * Skipped where namespaces cannot be made (not root, no ip). No timing is asserted.
 */
class ServedFedoraAcrossNamespacesTest {
    private static final String FEDORA = "fedora-6.1.0";
    private static final int ENGINE_PORT = 41_301;
    /** A fresh Fedora 6.1.0 home: the suite's own start deadline is three minutes. */
    private static final Duration START = Duration.ofMinutes(4);
    private static final Pattern READY = Pattern.compile("# repobench: " + FEDORA + " store=file on (\\S+) ready in"
            + " .*; log (\\S+)");
    private static final Pattern NETRC = Pattern.compile("curl --netrc-file (\\S+) ");
    private static NetworkNamespaces net;
    private static NamespaceCommands commands;
    private static String password;
    private static long serverPid;

    @TempDir
    static Path dir;

    @BeforeAll
    static void linkTwoNamespaces() throws IOException {
        Optional<String> why = NetworkNamespaces.unavailable();
        assumeTrue(why.isEmpty(), () -> "no network namespaces: " + why.orElse(""));
        net = NetworkNamespaces.create(2);
        commands = new NamespaceCommands(net);
    }

    @AfterAll
    static void removeEverything() throws IOException {
        if (net == null) {
            return;
        }
        net.close();
        assertEquals("", net.leftOver(), "no namespace or link of this test is left");
        assertFalse(serverPid > 0 && ProcessHandle.of(serverPid).map(ProcessHandle::isAlive).orElse(false),
                "the Fedora serve started stopped with serve");
        if (password != null) {
            assertEquals(Set.of(), NamespaceCommands.secretsIn(dir, password), "once serve stopped, no file holds"
                    + " the server's password (its configuration and netrc file are deleted)");
        }
        System.out.println("# namespaces: left over after removal: none; the Fedora (pid " + serverPid + ") stopped,"
                + " no file holds its password");
    }

    @Test
    void twoEnginesInNamespacesLoadAFedoraServedOnTheTestsAddressOnly() throws Exception {
        assertEquals(0, CliRunner.run("load-keys", "--out", dir.resolve("keys").toString()).exitCode());
        Path keystore = dir.resolve("keys").resolve(LoadKeys.FILE_NAME);
        Path serverHome = dir.resolve("server");
        List<String> serveCommand = commands.java(serverHome, "serve", "--target", FEDORA, "--bind",
                net.hostAddress(), "--for", "900");
        Process serve = commands.start(serveCommand, serverHome, Map.of(FixtureCache.DIRECTORY_ENV,
                dir.resolve("fixtures").toString()));
        // the engines start while the server does
        List<CompletableFuture<Output>> engines = new ArrayList<>();
        for (int i = 1; i <= 2; i++) {
            engines.add(commands.engine(i, ENGINE_PORT, NamespaceCommands.copyKeys(keystore,
                    dir.resolve("engine-" + i)), dir.resolve("engine-" + i + "-home")));
        }
        Output served = Output.until(serve, "# repobench: fixtures under ", START);
        List<Output> outputs = new ArrayList<>(List.of(served));
        engines.forEach(engine -> outputs.add(engine.join()));
        served.out().lines().filter(line -> line.startsWith("# repobench: ")).forEach(System.out::println);

        Matcher ready = find(READY, served);
        URI root = URI.create(ready.group(1));
        assertEquals(net.hostAddress(), root.getHost(), served.toString());
        Path netrc = Path.of(find(NETRC, served).group(1));
        assertTrue(served.out().contains("# repobench: listening on " + net.hostAddress() + " only, plain HTTP (a"
                + " network you trust); for load --target url on other machines: " + ServerProbe.URL_SETTING + "="
                + root + ", " + ServerProbe.USER_SETTING + " and " + ServerProbe.PASSWORD_SETTING + " as the login"
                + " and password in " + netrc), served.toString());
        List<String> login = List.of(Files.readString(netrc).strip().split("\\s+"));
        assertEquals(List.of("machine", net.hostAddress(), "login"), login.subList(0, 3), "netrc: machine, login");
        password = login.get(5);

        String listener = listenerOn(root.getPort());
        System.out.println("# ss -ltnp, this machine: " + listener);
        assertTrue(listener.contains(" " + net.hostAddress() + ":" + root.getPort() + " ")
                || listener.contains(" [::ffff:" + net.hostAddress() + "]:" + root.getPort() + " "), listener);
        Matcher pid = Pattern.compile("pid=(\\d+)").matcher(listener);
        assertTrue(pid.find(), listener);
        serverPid = Long.parseLong(pid.group(1));
        assertEquals(List.of(listener), listeners().stream().filter(line -> line.contains("pid=" + serverPid + ","))
                .toList(), "the Fedora listens on nothing else");
        assertThrows(IOException.class, () -> new Socket("127.0.0.1", root.getPort()).close(),
                "nothing listens on loopback at the server's port");

        int callbackPort;
        try (ServerSocket free = new ServerSocket(0, 1, InetAddress.getByName(net.hostAddress()))) {
            callbackPort = free.getLocalPort();
        }
        Path controllerDir = dir.resolve("controller");
        Path out = controllerDir.resolve("out");
        List<String> loadCommand = commands.java(controllerDir, "load", "--target", "url", "--engines",
                net.address(1) + ":" + ENGINE_PORT + "," + net.address(2) + ":" + ENGINE_PORT, "--bind",
                net.hostAddress(), "--callback-port", String.valueOf(callbackPort), "--keystore", keystore.toString(),
                "--threads", "2", "--ramp-up", "1", "--duration", "5", "--out", out.toString());
        Process controller = commands.start(loadCommand, controllerDir, Map.of(ServerProbe.URL_SETTING,
                root.toString(), ServerProbe.USER_SETTING, login.get(3), ServerProbe.PASSWORD_SETTING, password));
        Output load = Output.of(controller);
        outputs.add(load);
        Set<Path> seen = ConcurrentHashMap.newKeySet();
        while (!controller.waitFor(200, TimeUnit.MILLISECONDS)) {
            seen.addAll(NamespaceCommands.secretsIn(controllerDir, password));
        }
        assertEquals(0, controller.exitValue(), load.toString());

        JsonNode environment = NamespaceCommands.environment(out);
        JsonNode samples = environment.path("engineSamples");
        Map<String, Long> logged = requestsFrom(Path.of(ready.group(2)).resolveSibling("requests.log"));
        for (int i = 1; i <= 2; i++) {
            long samplesOf = samples.path(net.address(i) + ":" + ENGINE_PORT).asLong();
            assertTrue(samplesOf > 0, samples.toString());
            assertEquals(samplesOf, logged.getOrDefault(net.address(i), 0L), "the requests the Fedora logged from"
                    + " engine " + i + "'s address are its samples, one for one: " + logged);
            System.out.println("# engine " + net.address(i) + ":" + ENGINE_PORT + ": " + samplesOf + " samples; "
                    + FEDORA + " logged " + logged.get(net.address(i)) + " requests from " + net.address(i));
        }
        JsonNode verified = environment.path("verified");
        assertTrue(verified.path("created").asLong() > 0, verified.toString());
        assertEquals(0, verified.path("lost").asLong(), verified.toString());
        assertEquals(verified.path("expectedChildren").asLong(), verified.path("parentChildren").asLong(),
                verified.toString());
        System.out.println("# verified: " + verified);

        for (List<String> command : List.of(serveCommand, loadCommand)) {
            assertFalse(String.join(" ", command).contains(password), "no password on a command line");
        }
        for (Output output : outputs) {
            assertFalse(output.all().contains(password), "no password in what a process printed: " + output);
        }
        assertEquals(Set.of(), seen, "no file the controller wrote holds the password");
    }

    /** The pattern's first match in what serve printed; fails naming the output when there is none. */
    private static Matcher find(Pattern pattern, Output output) {
        Matcher matcher = pattern.matcher(output.out());
        assertTrue(matcher.find(), () -> "no " + pattern + " in " + output);
        return matcher;
    }

    /** The one line of {@link #listeners()} on the port. */
    private static String listenerOn(int port) throws IOException {
        List<String> lines = listeners().stream().filter(line -> line.matches(".*[:\\]]" + port + " .*")).toList();
        assertEquals(1, lines.size(), "one listener on port " + port + ": " + lines);
        return lines.get(0);
    }

    /** {@code ss -Hltnp} in this machine's namespace: a line per listener, with its process, one space between. */
    private static List<String> listeners() throws IOException {
        return NetworkNamespaces.run("ss", "-Hltnp").out().lines().map(line -> line.strip().replaceAll("\\s+", " "))
                .toList();
    }

    /** The requests in the server's request log (NCSA's common format: the client's address first) per address. */
    private static Map<String, Long> requestsFrom(Path requestLog) throws IOException {
        try (Stream<String> lines = Files.lines(requestLog, StandardCharsets.UTF_8)) {
            return lines.filter(line -> !line.isBlank()).map(line -> line.substring(0, line.indexOf(' ')))
                    .collect(Collectors.groupingBy(address -> address, Collectors.counting()));
        }
    }
}
