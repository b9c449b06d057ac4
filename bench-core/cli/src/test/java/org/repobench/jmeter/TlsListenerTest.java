package org.repobench.jmeter;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLException;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.TrustManagerFactory;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A listener of a keystore's: a peer without TLS, without a certificate or with another key is one line naming its
 * address and why, never reaches RMI's accept, and the listener goes on serving the peer that holds the key.
 */
class TlsListenerTest {
    private static final InetAddress LOOPBACK = InetAddress.getLoopbackAddress();
    private static final long WAIT_MILLIS = 30_000;

    @TempDir
    Path dir;

    @Test
    void eachRefusedPeerIsOneLineNamingItAndWhyAndTheKeyHolderIsStillServed() throws Exception {
        LoadKeystore key = LoadKeys.create(dir.resolve("ours"));
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        PrintStream console = new PrintStream(printed, true, StandardCharsets.UTF_8);
        RmiSockets ours = new RmiSockets(LOOPBACK, Optional.of(key), console);
        RmiSockets theirs = new RmiSockets(LOOPBACK, Optional.of(LoadKeys.create(dir.resolve("theirs"))), console);
        try (ServerSocket server = ours.createServerSocket(0)) {
            int port = server.getLocalPort();
            CompletableFuture<Socket> accepted = CompletableFuture.supplyAsync(() -> acceptOne(server));
            try (Socket plain = new Socket(LOOPBACK, port)) {
                // what a JRMP client sends first: its magic, version 2, the stream protocol
                plain.getOutputStream().write(new byte[]{'J', 'R', 'M', 'I', 0, 2, 0x4b});
                readAll(plain.getInputStream());
            }
            assertThrows(SSLException.class, () -> theirs.createSocket("127.0.0.1", port).close());
            try (SSLSocket anonymous = (SSLSocket) withoutCertificate(key).getSocketFactory()
                    .createSocket(LOOPBACK, port)) {
                anonymous.startHandshake();
                readAll(anonymous.getInputStream());
            } catch (IOException e) {
                // refused in its handshake: what matters is what the listener printed
            }
            List<String> lines = linesOnceThree(printed);
            assertEquals(3, lines.size(), String.join("\n", lines));
            for (String line : lines) {
                assertTrue(line.startsWith("# repobench: refused a connection from 127.0.0.1:"), line);
                assertTrue(line.contains("to port " + port + ": "), line);
                assertTrue(line.contains("holding the key of " + key.file()), line);
            }
            for (String why : List.of("speaks no TLS", "presented no certificate", "not this keystore's")) {
                assertEquals(1, lines.stream().filter(line -> line.contains(why)).count(), why + " in " + lines);
            }
            assertFalse(accepted.isDone(), "no refused peer reached accept");
            try (Socket holder = ours.createSocket("127.0.0.1", port); Socket served = accepted.get(30,
                    TimeUnit.SECONDS)) {
                assertEquals(holder.getLocalPort(), served.getPort(), "the peer holding the key is served");
            }
        }
    }

    /** TLS 1.3 that trusts the keystore's certificate but presents none. */
    private static SSLContext withoutCertificate(LoadKeystore key) throws Exception {
        KeyStore store = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(key.file())) {
            store.load(in, Files.readString(LoadKeystore.passwordFile(key.file())).strip().toCharArray());
        }
        TrustManagerFactory trust = TrustManagerFactory.getInstance("PKIX");
        trust.init(store);
        SSLContext context = SSLContext.getInstance(LoadKeystore.PROTOCOL);
        context.init(null, trust.getTrustManagers(), null);
        return context;
    }

    /** The lines printed, once there are three or the wait is over (a bound on a wait, not a measurement). */
    private static List<String> linesOnceThree(ByteArrayOutputStream printed) throws InterruptedException {
        long until = System.currentTimeMillis() + WAIT_MILLIS;
        List<String> lines = List.of();
        while (System.currentTimeMillis() < until) {
            lines = printed.toString(StandardCharsets.UTF_8).lines().toList();
            if (lines.size() >= 3) {
                break;
            }
            Thread.sleep(50);
        }
        return lines;
    }

    private static Socket acceptOne(ServerSocket server) {
        try {
            return server.accept();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void readAll(InputStream in) {
        try {
            in.readAllBytes();
        } catch (IOException e) {
            // the listener closed it
        }
    }
}
