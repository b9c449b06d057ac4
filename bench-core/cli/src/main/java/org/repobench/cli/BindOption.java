package org.repobench.cli;

import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.net.UnknownHostException;

/**
 * {@code --bind ADDRESS} of the commands that listen (load, load-engine, serve): an address of this machine,
 * 127.0.0.1 unless named. Every interface (0.0.0.0, ::) is refused unless asked for by name with {@code --bind-all},
 * so a listener is only where the user says; an address no interface of this machine has is refused before anything
 * tries to bind it. The load commands go beyond loopback only with a keystore ({@link KeystoreOption}), since a
 * JMeter plan can run Groovy.
 */
final class BindOption {
    static final String NAME = "--bind";
    static final String ALL = "--bind-all";
    static final String DEFAULT = "127.0.0.1";
    /** Why every interface is refused unless asked for by name. */
    static final String RISK = "reachable from every network this machine is on";
    /** What anyone who reaches a listener without a keystore could do. */
    static final String NO_KEYSTORE_RISK = "anyone who reaches it could run code on this machine (RMI without"
            + " authentication; a JMeter plan can run Groovy)";

    private BindOption() {
    }

    /**
     * The address, or one line naming the value and what is accepted ({@code accepted} says what it is for); every
     * interface is refused (the engines could not call a controller back on it).
     */
    static InetAddress parse(Arguments parsed, String accepted) {
        return parse(parsed, accepted, "");
    }

    /**
     * A listener's address (an engine's, a served Fedora's): {@code --bind}'s, or every interface with
     * {@code --bind-all} (which no other {@code --bind} may accompany); every interface named by {@code --bind} alone
     * is refused.
     */
    static InetAddress forListener(Arguments parsed, String accepted) {
        if (!parsed.flag(ALL)) {
            return parse(parsed, accepted, ", or " + ALL + " where every interface is meant");
        }
        if (parsed.has(NAME)) {
            throw new UsageException(ALL + " and " + NAME + " " + parsed.get(NAME, "") + " both say where to listen;"
                    + " accepted: one of them");
        }
        try {
            return InetAddress.getByName("0.0.0.0");
        } catch (UnknownHostException e) {
            throw new IllegalStateException("0.0.0.0 is a literal address", e);
        }
    }

    /**
     * The address, if this machine has it (loopback, every interface, or an address of one of its interfaces); else
     * one line naming {@code --bind}'s value: nothing could listen there.
     */
    static InetAddress requireOwn(Arguments parsed, InetAddress address, String accepted) {
        if (address.isLoopbackAddress() || address.isAnyLocalAddress()) {
            return address;
        }
        try {
            if (NetworkInterface.getByInetAddress(address) != null) {
                return address;
            }
        } catch (SocketException e) {
            // the interfaces cannot be listed here: the listener's own bind says whether it is
            return address;
        }
        String value = parsed.get(NAME, DEFAULT);
        throw new UsageException(NAME + ": '" + value + "'" + (value.equals(address.getHostAddress()) ? ""
                : " (" + address.getHostAddress() + ")") + " is no address of this machine: no interface here has"
                + " it; accepted: " + accepted + " (default " + DEFAULT + ")");
    }

    private static InetAddress parse(Arguments parsed, String accepted, String orAll) {
        String value = parsed.get(NAME, DEFAULT);
        InetAddress address;
        try {
            address = InetAddress.getByName(value);
        } catch (UnknownHostException e) {
            throw new UsageException(NAME + ": '" + value + "' is no address of this machine; accepted: " + accepted
                    + " (default " + DEFAULT + ")");
        }
        if (address.isAnyLocalAddress()) {
            throw new UsageException(NAME + ": '" + value + "' is every interface of this machine, and " + RISK
                    + "; accepted: " + accepted + " (default " + DEFAULT + ")" + orAll);
        }
        return address;
    }
}
