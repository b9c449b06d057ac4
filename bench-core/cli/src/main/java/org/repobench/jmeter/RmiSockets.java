package org.repobench.jmeter;

import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLSocket;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.rmi.server.RMISocketFactory;
import java.time.Duration;
import java.util.Optional;

/**
 * Every RMI socket of this JVM (JMeter exports its objects, and makes its registry, with no factory of its own, so
 * RMI uses this one): listeners bound to one address, and with a {@link LoadKeystore} TLS 1.3 both ways with the
 * peer's certificate required, so a connection to or from anyone without that key fails in its handshake, before a
 * byte of RMI is read; its listeners ({@link TlsListener}) say so in one line naming the peer. An outgoing connection
 * shakes hands at once, within {@link #HANDSHAKE}, so a peer that does not hold the key (or speaks no TLS) is told
 * apart from one that does not answer.
 */
final class RmiSockets extends RMISocketFactory {
    static final Duration HANDSHAKE = Duration.ofSeconds(10);
    private static final int BACKLOG = 50;
    private final InetAddress address;
    private final Optional<LoadKeystore> keys;
    private final PrintStream out;

    /** @param out where a listener says which peer it refused and why */
    RmiSockets(InetAddress address, Optional<LoadKeystore> keys, PrintStream out) {
        this.address = address;
        this.keys = keys;
        this.out = out;
    }

    @Override
    public Socket createSocket(String host, int port) throws IOException {
        if (keys.isEmpty()) {
            return new Socket(host, port);
        }
        Socket plain = new Socket();
        try {
            plain.connect(new InetSocketAddress(host, port), (int) HANDSHAKE.toMillis());
            SSLContext context = keys.get().context();
            SSLSocket socket = (SSLSocket) context.getSocketFactory().createSocket(plain, host, port, true);
            socket.setEnabledProtocols(new String[]{LoadKeystore.PROTOCOL});
            socket.setSoTimeout((int) HANDSHAKE.toMillis());
            socket.startHandshake();
            socket.setSoTimeout(0);
            return socket;
        } catch (IOException | RuntimeException e) {
            plain.close();
            throw e;
        }
    }

    @Override
    public ServerSocket createServerSocket(int port) throws IOException {
        if (keys.isEmpty()) {
            return new ServerSocket(port, BACKLOG, address);
        }
        return new TlsListener(port, BACKLOG, address, keys.get().context(), keys.get().file(), out);
    }
}
