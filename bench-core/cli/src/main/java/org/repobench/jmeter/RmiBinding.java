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
 * and makes the stubs it hands out name that address. Set once per JVM, before anything is exported.
 */
final class RmiBinding {
    private static InetAddress bound;

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
        System.setProperty("java.rmi.server.hostname", address.getHostAddress());
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
}
