package org.repobench.jmeter;

import java.io.IOException;
import java.io.PrintStream;
import java.net.InetAddress;
import java.nio.file.Path;
import java.rmi.server.RMISocketFactory;
import java.util.Optional;

/**
 * JMeter's remote mode is Java RMI both ways: the controller calls each engine's registry and engine, the engines
 * call the controller's sample listener back. RMI listens on every interface unless told otherwise; this makes every
 * RMI socket of this JVM ({@link RmiSockets}) speak TLS with the load keystore's key when one is given, and every
 * RMI listener bind one address (127.0.0.1 unless a user names another, for engines on other machines)
 * and makes the stubs it hands out name that address. An engine bound to every interface ({@code --bind-all}) hands
 * out this machine's own address (InetAddress.getLocalHost, or {@code -Djava.rmi.server.hostname}), as JMeter's
 * servers do. Set once per JVM, before anything is exported; so is the controller's call-back port, which JMeter reads
 * once per JVM.
 */
final class RmiBinding {
    private static final String HOSTNAME = "java.rmi.server.hostname";
    private static InetAddress bound;
    private static Optional<Path> boundKeystore = Optional.empty();
    private static int requestedCallbackPort;
    private static int callbackPort;

    private RmiBinding() {
    }

    /**
     * Binds this JVM's RMI listeners to the address, over TLS with the keystore's key when one is given; a second
     * call must name the same address and keystore (RMI takes one socket factory per JVM). A peer refused in its
     * handshake is a line on {@code out}.
     */
    static synchronized void bind(InetAddress address, Optional<LoadKeystore> keys, PrintStream out)
            throws IOException {
        Optional<Path> keystore = keys.map(LoadKeystore::file);
        if (bound != null) {
            if (!bound.equals(address) || !boundKeystore.equals(keystore)) {
                throw new IllegalStateException("RMI is bound to " + bound.getHostAddress() + " ("
                        + boundKeystore.map(Path::toString).orElse("without TLS") + ") in this JVM already; it"
                        + " cannot also bind " + address.getHostAddress() + " ("
                        + keystore.map(Path::toString).orElse("without TLS") + ")");
            }
            return;
        }
        if (!address.isAnyLocalAddress()) {
            System.setProperty(HOSTNAME, address.getHostAddress());
        } else if (System.getProperty(HOSTNAME) == null) {
            System.setProperty(HOSTNAME, InetAddress.getLocalHost().getHostAddress());
        }
        RMISocketFactory.setSocketFactory(new RmiSockets(address, keys, out));
        bound = address;
        boundKeystore = keystore;
    }

    /** Whether this JVM's RMI speaks TLS (it was bound with a keystore). */
    static synchronized boolean secured() {
        return boundKeystore.isPresent();
    }

    /** The address the stubs of this JVM name: the one bound, or this machine's when bound to every interface. */
    static synchronized String advertised() {
        return System.getProperty(HOSTNAME);
    }

    /** The port the next load's engines call this controller back on (a check that runs no load may name one). */
    static synchronized void callBackOn(int port) {
        requestedCallbackPort = port;
    }

    /**
     * The port of {@link #callBackOn} for a load about to run: JMeter reads it once per JVM, at its first load, so a
     * later load must name the same one.
     */
    static synchronized int fixCallbackPort() {
        if (callbackPort != 0 && callbackPort != requestedCallbackPort) {
            throw new IllegalStateException("the engines call back on port " + callbackPort + " in this JVM"
                    + " already; JMeter cannot also take " + requestedCallbackPort);
        }
        callbackPort = requestedCallbackPort;
        return callbackPort;
    }
}
