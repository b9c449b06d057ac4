package org.repobench.ldp.fedora;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;

/** A TCP port free on 127.0.0.1 right now: the kernel picks one for port 0, and we hand it to the server. */
final class FreePort {
    private FreePort() {
    }

    static int find() {
        try (ServerSocket socket = new ServerSocket(0, 1, loopback())) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot find a free port on 127.0.0.1", e);
        }
    }

    /** 127.0.0.1 itself: {@code InetAddress.getLoopbackAddress()} may be ::1. */
    static InetAddress loopback() throws IOException {
        return InetAddress.getByAddress(new byte[] {127, 0, 0, 1});
    }
}
