package org.repobench.jmeter;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.rmi.server.RMISocketFactory;

/**
 * JMeter's remote mode is Java RMI both ways: the controller calls each engine's registry and engine, the engines
 * call the controller's sample listener back. RMI listens on every interface unless told otherwise; this makes every
 * RMI listener of this JVM bind one address (127.0.0.1 unless a user names another, for engines on other machines)
 * and makes the stubs it hands out name that address. An engine bound to every interface ({@code --bind-all}) hands
 * out this machine's own address (InetAddress.getLocalHost, or {@code -Djava.rmi.server.hostname}), as JMeter's
 * servers do. Set once per JVM, before anything is exported; so is the controller's call-back port, which JMeter reads
 * once per JVM.
 */
final class RmiBinding {
    private static final String HOSTNAME = "java.rmi.server.hostname";
    private static InetAddress bound;
    private static int requestedCallbackPort;
    private static int callbackPort;

    private RmiBinding() {
    }

    /** Binds this JVM's RMI listeners to the address; a second call must name the same one. */
    static synchronized void bind(InetAddress address) throws IOException {
        if (bound != null) {
            if (!bound.equals(address)) {
                throw new IllegalStateException("RMI is bound to " + bound.getHostAddress() + " in this JVM already;"
                        + " it cannot also bind " + address.getHostAddress());
            }
            return;
        }
        if (!address.isAnyLocalAddress()) {
            System.setProperty(HOSTNAME, address.getHostAddress());
        } else if (System.getProperty(HOSTNAME) == null) {
            System.setProperty(HOSTNAME, InetAddress.getLocalHost().getHostAddress());
        }
        RMISocketFactory.setSocketFactory(new RMISocketFactory() {
            @Override
            public Socket createSocket(String host, int port) throws IOException {
                return new Socket(host, port);
            }

            @Override
            public ServerSocket createServerSocket(int port) throws IOException {
                return new ServerSocket(port, 50, address);
            }
        });
        bound = address;
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
