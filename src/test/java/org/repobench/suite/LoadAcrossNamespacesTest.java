package org.repobench.suite;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repobench.cli.CliRunner;
import org.repobench.jmeter.LoadKeys;
import org.repobench.jmeter.LoadKeystore;
import org.repobench.ldp.ServerProbe;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.rmi.RemoteException;
import java.rmi.registry.LocateRegistry;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * {@code ./repobench load} across network stacks: two engines, each in a network namespace of its own (a machine
 * with one address), driven over RMI with TLS and mutual authentication by a controller in this machine's namespace,
 * against an LDP server of the test's own on this machine's end of the links. The server answers the engines as many
 * requests as their samples say, each from its engine's address; an engine bound beyond loopback without the keystore
 * is refused in one line, and so is one holding another key, and a client without TLS gets nothing from an engine;
 * an engine says in one line which peer it refused in the TLS handshake, and why.
 * Neither the server's password nor the keystore's is on any command line, in any output or in any file the load
 * wrote (the plan, credentials in it, goes to the engines over RMI only). Every process, namespace and link is removed
 * afterwards, failed or not. Skipped where namespaces cannot be made (not root, no ip). No timing is asserted.
 */
class LoadAcrossNamespacesTest {
    private static final int ENGINE_PORT = 41_001;
    private static final int OTHER_KEY_PORT = 41_201;
    private static final String USER = "load-user";
    private static NetworkNamespaces net;
    private static NamespaceCommands commands;
    private static LdpStandIn server;
    private static String password;

    @TempDir
    static Path dir;

    @BeforeAll
    static void linkTwoNamespacesAndStartTheServer() throws IOException {
        Optional<String> why = NetworkNamespaces.unavailable();
        assumeTrue(why.isEmpty(), () -> "no network namespaces: " + why.orElse(""));
        net = NetworkNamespaces.create(2);
        commands = new NamespaceCommands(net);
        password = HexFormat.of().formatHex(new SecureRandom().generateSeed(16));
        server = new LdpStandIn(InetAddress.getByName(net.hostAddress()), USER, password);
    }

    @AfterAll
    static void removeEverything() throws IOException {
        if (server != null) {
            server.close();
        }
        if (net != null) {
            net.close();
            assertEquals("", net.leftOver(), "no namespace or link of this test is left");
            System.out.println("# namespaces: left over after removal: none");
        }
    }

    @Test
    void anEngineBeyondLoopbackWithoutTheKeystoreIsRefusedInOneLine() throws Exception {
        Process engine = commands.start(net.in(1, commands.java(dir.resolve("refused"), "load-engine", "--port",
                "41101", "--bind", net.address(1))), dir.resolve("refused"), Map.of());
        Output output = Output.of(engine);
        assertEquals(2, exit(engine), output.toString());
        assertEquals(1, output.err().lines().count(), output.toString());
        assertTrue(output.err().startsWith("repobench load-engine: --bind " + net.address(1) + " is beyond loopback,"
                + " and without --keystore") && output.err().contains("./repobench load-keys --out DIR"),
                output.toString());
        System.out.println("# engine, exit 2: " + output.err().strip());
    }

    @Test
    void twoEnginesInNamespacesOfTheirOwnSendTheLoadOverTls() throws Exception {
        assertEquals(0, CliRunner.run("load-keys", "--out", dir.resolve("keys").toString()).exitCode());
        assertEquals(0, CliRunner.run("load-keys", "--out", dir.resolve("other-keys").toString()).exitCode());
        Path keystore = dir.resolve("keys").resolve(LoadKeys.FILE_NAME);
        String keystorePassword = Files.readString(LoadKeystore.passwordFile(keystore)).strip();
        List<Output> outputs = new ArrayList<>();
        // each machine holds its own copy, at a path of its own
        List<CompletableFuture<Output>> engines = new ArrayList<>();
        for (int i = 1; i <= 2; i++) {
            Path copy = NamespaceCommands.copyKeys(keystore, dir.resolve("engine-" + i));
            engines.add(commands.engine(i, ENGINE_PORT, copy, dir.resolve("engine-" + i + "-" + ENGINE_PORT)));
        }
        engines.add(commands.engine(2, OTHER_KEY_PORT, dir.resolve("other-keys").resolve(LoadKeys.FILE_NAME),
                dir.resolve("engine-2-" + OTHER_KEY_PORT)));
        for (CompletableFuture<Output> engine : engines) {
            outputs.add(engine.join());
        }
        for (int i = 1; i <= 2; i++) {
            assertTrue(outputs.get(i - 1).out().contains("TLS with mutual authentication"), outputs.get(i - 1)
                    .toString());
        }
        assertEquals(Set.of(net.address(1) + ":" + ENGINE_PORT, net.address(1) + ":" + (ENGINE_PORT + 1)),
                commands.listening(1), "an engine listens on its address and its two ports, nothing else");
        System.out.println("# engine 1 listens on " + commands.listening(1));
        assertThrows(RemoteException.class, () -> LocateRegistry.getRegistry(net.address(1), ENGINE_PORT,
                (host, port) -> new Socket(host, port)).list(), "a client without TLS gets nothing from it");
        System.out.println(refusal(outputs.get(0), "it speaks no TLS"));

        int callbackPort;
        try (ServerSocket free = new ServerSocket(0, 1, InetAddress.getByName(net.hostAddress()))) {
            callbackPort = free.getLocalPort();
        }
        Map<String, String> target = Map.of(ServerProbe.URL_SETTING, server.root().toString(),
                ServerProbe.USER_SETTING, USER, ServerProbe.PASSWORD_SETTING, password);
        Path refusing = dir.resolve("controller-refused");
        Process otherKey = commands.start(commands.java(refusing, "load", "--target", "url", "--engines",
                net.address(2) + ":"
                + OTHER_KEY_PORT, "--bind", net.hostAddress(), "--callback-port", String.valueOf(callbackPort),
                "--keystore", keystore.toString(), "--out", refusing.resolve("out").toString()), refusing, target);
        Output refused = Output.of(otherKey);
        outputs.add(refused);
        assertEquals(2, exit(otherKey), refused.toString());
        assertEquals(1, refused.err().lines().count(), refused.toString());
        assertTrue(refused.err().contains("--engines: " + net.address(2) + ":" + OTHER_KEY_PORT + ": its TLS"
                + " certificate is not this keystore's"), refused.toString());
        System.out.println("# controller, exit 2: " + refused.err().strip());
        System.out.println(refusal(outputs.get(2), "its certificate is not this keystore's"));

        Path controllerDir = dir.resolve("controller");
        Path out = controllerDir.resolve("out");
        List<String> command = commands.java(controllerDir, "load", "--target", "url", "--engines", net.address(1)
                + ":" + ENGINE_PORT + "," + net.address(2) + ":" + ENGINE_PORT, "--bind", net.hostAddress(),
                "--callback-port", String.valueOf(callbackPort), "--keystore", keystore.toString(), "--threads", "2",
                "--ramp-up", "1", "--duration", "5", "--out", out.toString());
        Process controller = commands.start(command, controllerDir, target);
        Set<Path> seen = ConcurrentHashMap.newKeySet();
        Output load = Output.of(controller);
        while (controller.isAlive()) {
            seen.addAll(NamespaceCommands.secretsIn(controllerDir, password, keystorePassword));
            Thread.sleep(200);
        }
        outputs.add(load);
        assertEquals(0, controller.exitValue(), load.toString());
        for (int i = 1; i <= 2; i++) {
            assertTrue(load.out().contains("engine " + net.address(i) + ":" + ENGINE_PORT + " answered")
                    && load.out().contains("over TLS: it holds the key of " + keystore.toAbsolutePath()),
                    load.toString());
        }
        JsonNode samples = NamespaceCommands.environment(out).path("engineSamples");
        assertEquals(Set.of(net.address(1) + ":" + ENGINE_PORT, net.address(2) + ":" + ENGINE_PORT),
                NamespaceCommands.fieldNames(samples));
        Map<String, Long> sent = server.requests().stream().collect(Collectors.groupingBy(LdpStandIn.Request::from,
                Collectors.counting()));
        for (int i = 1; i <= 2; i++) {
            long samplesOf = samples.path(net.address(i) + ":" + ENGINE_PORT).asLong();
            assertTrue(samplesOf > 0, samples.toString());
            assertEquals(samplesOf, sent.getOrDefault(net.address(i), 0L), "the requests the server answered from"
                    + " engine " + i + "'s namespace are its samples, one for one: " + sent);
            System.out.println("# engine " + net.address(i) + ":" + ENGINE_PORT + ": " + samplesOf + " samples; the"
                    + " server answered " + sent.get(net.address(i)) + " requests from " + net.address(i));
        }
        assertEquals(0, NamespaceCommands.environment(out).path("verified").path("lost").asLong());

        for (String secret : List.of(password, keystorePassword)) {
            assertFalse(String.join(" ", command).contains(secret), "no secret on a command line");
            for (Output output : outputs) {
                assertFalse(output.all().contains(secret), "no secret in what a process printed: " + output);
            }
        }
        seen.addAll(NamespaceCommands.secretsIn(dir, password, keystorePassword));
        assertEquals(Set.of(), seen, "no file but the keystore's password file holds a secret");
    }

    /**
     * The line an engine printed on refusing a connection from this machine's end of the links, for the reason; fails
     * if none comes within two minutes (a bound on a wait, not a measurement).
     */
    private static String refusal(Output engine, String why) throws InterruptedException {
        String from = "# repobench: refused a connection from " + net.hostAddress() + ":";
        for (int tries = 0; tries < 1200; tries++) {
            Optional<String> line = engine.out().lines().filter(l -> l.startsWith(from) && l.contains(": " + why))
                    .findFirst();
            if (line.isPresent()) {
                return line.get();
            }
            Thread.sleep(100);
        }
        throw new AssertionError("the engine never said it refused " + net.hostAddress() + " (" + why + "): "
                + engine);
    }

    /** Its exit status, once it ended (within two minutes). */
    private static int exit(Process process) throws InterruptedException {
        assertTrue(process.waitFor(2, TimeUnit.MINUTES), "it still runs after two minutes");
        return process.exitValue();
    }
}
