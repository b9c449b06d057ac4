package org.repobench.jmeter;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repobench.store.settings.Environment;

import javax.net.ssl.SSLException;
import javax.net.ssl.SSLSocket;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The load keystore: made once with its password beside it, both its owner's only, never overwritten; opened with
 * that password (or the variable's); and the RMI sockets it makes speak TLS only with a peer holding the same key.
 */
class LoadKeysTest {
    private static final Environment NONE = Environment.of(Map.of(), Map.of());
    private static final InetAddress LOOPBACK = InetAddress.getLoopbackAddress();

    @TempDir
    Path dir;

    @Test
    void aKeystoreIsMadeWithItsPasswordBesideItAndNeverOverwritten() throws Exception {
        LoadKeystore made = LoadKeys.create(dir.resolve("keys"));
        Path file = dir.resolve("keys").resolve(LoadKeys.FILE_NAME);
        assertEquals(file.toAbsolutePath(), made.file());
        Path password = LoadKeystore.passwordFile(file);
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(password)));
        assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(file.getParent())));
        assertTrue(Files.readString(password).strip().length() >= 32, "a random password of 24 bytes");
        assertEquals(made.fingerprint(), LoadKeystore.open(file, NONE).fingerprint());
        byte[] before = Files.readAllBytes(file);
        LoadKeystoreException again = assertThrows(LoadKeystoreException.class,
                () -> LoadKeys.create(dir.resolve("keys")));
        assertEquals(1, again.getMessage().lines().count(), again.getMessage());
        assertTrue(again.getMessage().contains("exists already"), again.getMessage());
        assertArrayEquals(before, Files.readAllBytes(file), "the keystore the engines hold is left as it was");
        assertNotEquals(made.fingerprint(), LoadKeys.create(dir.resolve("other")).fingerprint(), "a fresh key");
    }

    @Test
    void itsPasswordComesFromTheVariableOrTheFileAndEachMistakeIsOneLine() throws Exception {
        Path file = LoadKeys.create(dir).file();
        String password = Files.readString(LoadKeystore.passwordFile(file)).strip();
        Path copy = Files.copy(file, dir.resolve("copy.p12"));
        assertEquals(LoadKeystore.open(file, NONE).fingerprint(), LoadKeystore.open(copy, Environment.of(Map.of(),
                Map.of(LoadKeystore.PASSWORD_VARIABLE, password))).fingerprint());
        assertThrows(LoadKeystoreException.class, () -> LoadKeystore.open(copy, Environment.of(
                Map.of(LoadKeystore.PASSWORD_VARIABLE, password), Map.of())), "a system property is never read");
        for (Path wrong : new Path[]{copy, dir.resolve("none.p12")}) {
            LoadKeystoreException e = assertThrows(LoadKeystoreException.class, () -> LoadKeystore.open(wrong, NONE));
            assertEquals(1, e.getMessage().lines().count(), e.getMessage());
            assertTrue(e.getMessage().contains("accepted:"), e.getMessage());
            assertFalse(e.getMessage().contains(password), e.getMessage());
        }
        LoadKeystoreException wrongPassword = assertThrows(LoadKeystoreException.class, () -> LoadKeystore.open(
                copy, Environment.of(Map.of(), Map.of(LoadKeystore.PASSWORD_VARIABLE, "not-" + password))));
        assertTrue(wrongPassword.getMessage().contains("does not open"), wrongPassword.getMessage());
    }

    @Test
    void twoSidesHoldingOneKeyTalkAndAnyOtherPeerIsRefusedInTheHandshake() throws Exception {
        RmiSockets ours = new RmiSockets(LOOPBACK, Optional.of(LoadKeys.create(dir.resolve("ours"))), System.out);
        RmiSockets theirs = new RmiSockets(LOOPBACK, Optional.of(LoadKeys.create(dir.resolve("theirs"))),
                System.out);
        RmiSockets plain = new RmiSockets(LOOPBACK, Optional.empty(), System.out);
        try (ServerSocket server = ours.createServerSocket(0)) {
            CompletableFuture<String> answered = serveOnce(server);
            try (Socket client = ours.createSocket("127.0.0.1", server.getLocalPort())) {
                assertEquals(LoadKeystore.PROTOCOL, ((SSLSocket) client).getSession().getProtocol());
                client.getOutputStream().write("JRMI".getBytes(StandardCharsets.US_ASCII));
                assertEquals('J', client.getInputStream().read());
            }
            assertEquals("JRMI", answered.get(10, TimeUnit.SECONDS));
            assertThrows(SSLException.class, () -> theirs.createSocket("127.0.0.1", server.getLocalPort()).close(),
                    "a client with another key does not trust this server's certificate");
        }
        try (ServerSocket server = plain.createServerSocket(0)) {
            serveOnce(server);
            assertThrows(IOException.class, () -> ours.createSocket("127.0.0.1", server.getLocalPort()).close(),
                    "a server without TLS is no peer of a keystore's");
        }
    }

    /** Accepts one connection and reads what it sends (up to 4 bytes), echoing the first. */
    private static CompletableFuture<String> serveOnce(ServerSocket server) {
        return CompletableFuture.supplyAsync(() -> {
            try (Socket accepted = server.accept()) {
                accepted.setSoTimeout(10_000);
                byte[] read = accepted.getInputStream().readNBytes(4);
                OutputStream out = accepted.getOutputStream();
                out.write(read, 0, Math.min(1, read.length));
                out.flush();
                return new String(read, StandardCharsets.US_ASCII);
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        });
    }
}
