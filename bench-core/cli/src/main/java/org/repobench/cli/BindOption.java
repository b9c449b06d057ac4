package org.repobench.cli;

import java.net.InetAddress;
import java.net.UnknownHostException;

/** {@code --bind ADDRESS} of the load commands: an address of this machine, 127.0.0.1 unless named. */
final class BindOption {
    static final String NAME = "--bind";
    static final String DEFAULT = "127.0.0.1";

    private BindOption() {
    }

    /** The address, or one line naming the value and what is accepted ({@code accepted} says what it is for). */
    static InetAddress parse(Arguments parsed, String accepted) {
        String value = parsed.get(NAME, DEFAULT);
        try {
            return InetAddress.getByName(value);
        } catch (UnknownHostException e) {
            throw new UsageException(NAME + ": '" + value + "' is no address of this machine; accepted: " + accepted
                    + " (default " + DEFAULT + ")");
        }
    }
}
