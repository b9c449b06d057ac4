package org.repobench.jmeter;

import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.SSLSocketFactory;
import java.io.EOFException;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.nio.file.Path;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * An RMI listener that hands RMI only connections whose TLS 1.3 handshake, with the peer's certificate required,
 * has succeeded. Its own thread accepts and each connection shakes hands on a thread of its own (within
 * {@link RmiSockets#HANDSHAKE}), so a slow or hostile peer holds up no other. A peer that fails it is one line on the
 * console, naming its address and why (no TLS, no certificate, another key), and is closed; RMI never sees it, and
 * the listener goes on serving. Without this, RMI closes such a connection in silence.
 */
final class TlsListener extends ServerSocket {
    private static final Socket CLOSED = new Socket();
    private static final ExecutorService HANDSHAKES = Executors.newCachedThreadPool(task -> {
        Thread thread = new Thread(task, "repobench TLS handshake");
        thread.setDaemon(true);
        return thread;
    });
    private final SSLSocketFactory tls;
    private final Path keystore;
    private final PrintStream out;
    private final BlockingQueue<Socket> shaken = new LinkedBlockingQueue<>();

    TlsListener(int port, int backlog, InetAddress address, SSLContext context, Path keystore, PrintStream out)
            throws IOException {
        super(port, backlog, address);
        this.tls = context.getSocketFactory();
        this.keystore = keystore;
        this.out = out;
        Thread acceptor = new Thread(this::acceptAll, "repobench TLS accept " + getLocalPort());
        acceptor.setDaemon(true);
        acceptor.start();
    }

    /** The next connection whose peer holds the key. */
    @Override
    public Socket accept() throws IOException {
        try {
            Socket next = shaken.take();
            if (next == CLOSED) {
                shaken.add(CLOSED);
                throw new SocketException("Socket is closed");
            }
            return next;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SocketException("interrupted while waiting for a connection");
        }
    }

    private void acceptAll() {
        try {
            while (true) {
                Socket plain = super.accept();
                HANDSHAKES.execute(() -> shakeHands(plain));
            }
        } catch (IOException e) {
            shaken.add(CLOSED);
        }
    }

    private void shakeHands(Socket plain) {
        String peer = ((InetSocketAddress) plain.getRemoteSocketAddress()).getAddress().getHostAddress() + ":"
                + plain.getPort();
        try {
            SSLSocket socket = (SSLSocket) tls.createSocket(plain, null, true);
            socket.setEnabledProtocols(new String[]{LoadKeystore.PROTOCOL});
            socket.setNeedClientAuth(true);
            socket.setSoTimeout((int) RmiSockets.HANDSHAKE.toMillis());
            socket.startHandshake();
            socket.setSoTimeout(0);
            shaken.add(socket);
        } catch (IOException | RuntimeException e) {
            out.println("# repobench: refused a connection from " + peer + " to port " + getLocalPort() + ": "
                    + why(e) + "; only a peer holding the key of " + keystore + " is served");
            try {
                plain.close();
            } catch (IOException ignored) {
                // closed already
            }
        }
    }

    /** Why a handshake failed, in a few words. */
    static String why(Exception e) {
        String message = String.valueOf(e.getMessage());
        if (e instanceof SocketTimeoutException) {
            return "no TLS handshake within " + RmiSockets.HANDSHAKE.toSeconds() + " s";
        } else if (message.contains("Unsupported or unrecognized SSL message")) {
            return "it speaks no TLS (plain RMI: a controller without --keystore?)";
        } else if (message.contains("Empty client certificate chain") || message.contains("certificate_required")) {
            return "it presented no certificate";
        } else if (message.contains("certificate_unknown") || message.contains("bad_certificate")
                || message.contains("unknown_ca") || message.contains("PKIX") || message.contains("trusted")) {
            return "its certificate is not this keystore's (another key)";
        } else if (e instanceof EOFException || message.contains("terminated the handshake")) {
            return "it closed the connection during the TLS handshake";
        } else if (message.contains("protocol")) {
            return "it offers no TLS 1.3 (" + message + ")";
        }
        return e.getClass().getSimpleName() + ": " + message;
    }

    @Override
    public void close() throws IOException {
        super.close();
        // ServerSocket's constructor closes it when the bind fails, before this class's fields are set
        if (shaken != null) {
            shaken.add(CLOSED);
        }
    }
}
