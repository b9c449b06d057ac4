package org.repobench.ldp.fedora;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.UnknownHostException;

/** A TCP port free on an address right now: the kernel picks one for port 0, and we hand it to the server. */
final class FreePort {
    /** 127.0.0.1 itself: {@code InetAddress.getLoopbackAddress()} may be ::1. */
    static final InetAddress LOOPBACK = loopback();

    private FreePort() {
    }

    static int find(InetAddress address) {
        try (ServerSocket socket = new ServerSocket(0, 1, address)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot find a free port on " + address.getHostAddress(), e);
        }
    }

    private static InetAddress loopback() {
        try {
            return InetAddress.getByAddress(new byte[] {127, 0, 0, 1});
        } catch (UnknownHostException e) {
            throw new IllegalStateException("127.0.0.1 is four bytes", e);
        }
    }
}
