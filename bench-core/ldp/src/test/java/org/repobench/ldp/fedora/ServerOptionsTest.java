package org.repobench.ldp.fedora;

import org.junit.jupiter.api.Test;
import org.repobench.ldp.LdpException;
import org.repobench.ldp.inject.Injection;

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
        ServerOptions options = new ServerOptions(List.of("-Xmx4g"), Optional.of(Injection.parse("alloc=5%")));
        assertEquals("jvm -Xmx4g; injected alloc=5% in FedoraLdp#getResource,createObject and"
                + " RdfStreamProvider#writeTo", options.describe());
        assertEquals(" jvm -Xmx4g; injected alloc=5% in FedoraLdp#getResource,createObject and"
                + " RdfStreamProvider#writeTo", ServerTuning.DEFAULTS.with(options).describe());
        assertEquals("", ServerTuning.DEFAULTS.describe());
    }
}
