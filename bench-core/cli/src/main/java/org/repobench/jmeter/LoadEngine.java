package org.repobench.jmeter;

import java.util.ArrayList;
import java.util.List;

/**
 * A JMeter server a load runs on, as users name it: {@code host:port}, the port its RMI registry listens on.
 *
 * @param host a host name or IP address
 * @param port 1 to 65535
 */
public record LoadEngine(String host, int port) {
    /** What a list of engines may look like, for the one line of a mistake. */
    public static final String ACCEPTED = "host:port[,host:port...] of JMeter servers (./repobench load-engine"
            + " --port N starts one)";

    /** {@code "127.0.0.1:1099,127.0.0.1:1100"}; a mistake is an IllegalArgumentException naming the value. */
    public static List<LoadEngine> parseList(String value) {
        List<LoadEngine> engines = new ArrayList<>();
        for (String one : value.split(",", -1)) {
            LoadEngine engine = parse(one.strip());
            if (engines.contains(engine)) {
                throw new IllegalArgumentException("'" + one.strip() + "' is named twice; accepted: " + ACCEPTED);
            }
            engines.add(engine);
        }
        return engines;
    }

    static LoadEngine parse(String value) {
        int colon = value.lastIndexOf(':');
        if (colon <= 0 || colon == value.length() - 1) {
            throw new IllegalArgumentException("'" + value + "' is not host:port; accepted: " + ACCEPTED);
        }
        int port;
        try {
            port = Integer.parseInt(value.substring(colon + 1));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + value + "' has no port number; accepted: " + ACCEPTED);
        }
        if (port < 1 || port > 65_535) {
            throw new IllegalArgumentException("'" + value + "': port " + port + " is out of range; accepted: "
                    + ACCEPTED + ", ports 1 to 65535");
        }
        String host = value.substring(0, colon);
        if (host.startsWith("[") && host.endsWith("]")) {
            host = host.substring(1, host.length() - 1);
        }
        return new LoadEngine(host, port);
    }

    /**
     * Whether it is named by a loopback address ({@code localhost}, {@code 127.x.x.x}, {@code ::1}): on this machine,
     * where a server on 127.0.0.1 is reached. Decided from the name alone, with no look-up that could hang; a name of
     * this machine's that is not one of these counts as another machine's.
     */
    public boolean onThisMachine() {
        return host.equalsIgnoreCase("localhost") || host.matches("127(\\.\\d{1,3}){3}") || host.equals("::1");
    }

    /** How JMeter's remote_hosts names it. */
    @Override
    public String toString() {
        return (host.contains(":") ? "[" + host + "]" : host) + ":" + port;
    }
}
