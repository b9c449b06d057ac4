package org.repobench.ldp.fedora;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repobench.ldp.LdpException;
import org.repobench.ldp.inject.Injection;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code --server-jvm-args}: JVM options only, a mistake one line; and how a server's start describes them. */
class ServerOptionsTest {

    @Test
    void jvmOptionsAreSplitOnWhitespaceAndAnEmptyValueIsNone() {
        assertEquals(List.of("-Xms4g", "-Xmx4g", "-XX:+UseParallelGC"),
                ServerOptions.parseJvmOptions("  -Xms4g\t-Xmx4g  -XX:+UseParallelGC "));
        assertEquals(List.of(), ServerOptions.parseJvmOptions(""));
        assertTrue(ServerOptions.NONE.isNone());
    }

    @Test
    void whatWouldStartSomethingElseIsOneLine() {
        for (String bad : List.of("Xmx4g", "-jar", "-cp", "-classpath", "--class-path", "-javaagent:/x.jar")) {
            String message = assertThrows(LdpException.class, () -> ServerOptions.parseJvmOptions("-Xmx1g " + bad))
                    .getMessage();
            assertFalse(message.contains("\n"), message);
            assertTrue(message.startsWith("--server-jvm-args: '" + bad + "' is not accepted; accepted: JVM options"),
                    message);
        }
    }

    @Test
    void aStartSaysWhatItWasGiven() {
        ServerOptions options = new ServerOptions(List.of("-Xmx4g"), Optional.of(Injection.parse("alloc=5%")),
                Optional.empty());
        assertEquals("jvm -Xmx4g; injected alloc=5% in FedoraLdp#getResource,createObject and"
                + " RdfStreamProvider#writeTo", options.describe());
        assertEquals(" jvm -Xmx4g; injected alloc=5% in FedoraLdp#getResource,createObject and"
                + " RdfStreamProvider#writeTo", ServerTuning.DEFAULTS.with(options).describe());
        assertEquals("", ServerTuning.DEFAULTS.describe());
    }

    /** serve --bind: the server listens there; its URL says so, so its description does not repeat it. */
    @Test
    void anotherAddressIsNoLongerNoneButAddsNothingToTheDescription() throws UnknownHostException {
        ServerOptions elsewhere = ServerOptions.NONE.listeningOn(InetAddress.getByName("10.213.0.9"));
        assertEquals(ServerOptions.LOOPBACK, ServerOptions.NONE.address());
        assertFalse(elsewhere.isNone());
        assertEquals("", ServerTuning.DEFAULTS.with(elsewhere).describe());
        assertEquals(InetAddress.getByName("10.213.0.9"), elsewhere.reachedOn());
        assertEquals(ServerOptions.LOOPBACK, ServerOptions.NONE.listeningOn(InetAddress.getByName("0.0.0.0"))
                .reachedOn(), "on every interface, the suite's own client reaches it on loopback");
    }

    @Test
    void aRecordedStartWritesAFileOfItsOwnUnderTheDirectory(@TempDir Path dir) {
        Path profiles = dir.resolve("server-profiles");
        ServerOptions options = new ServerOptions(List.of(), Optional.empty(), Optional.of(profiles));
        assertFalse(options.isNone());
        List<String> jvm = options.profileOption("fedora-6.1.0-file", LocalDateTime.of(2026, 11, 28, 13, 5, 9,
                123_000_000));
        assertEquals(List.of("-XX:FlightRecorderOptions=stackdepth=256", "-XX:StartFlightRecording=filename="
                + profiles.toAbsolutePath().resolve("fedora-6.1.0-file-20261128-130509-123.jfr") + ",settings=profile"),
                jvm);
        assertTrue(Files.isDirectory(profiles), "made, so the server can write there");
        assertEquals("recorded into " + profiles, options.describe());
        assertEquals(List.of(), ServerOptions.NONE.profileOption("fedora-6.1.0-file", LocalDateTime.now()));

        String message = assertThrows(LdpException.class, () -> new ServerOptions(List.of(), Optional.empty(),
                Optional.of(dir.resolve("a,b")))).getMessage();
        assertTrue(message.startsWith("--server-profile: '") && message.contains("accepted: a directory whose path"),
                message);
    }
}
