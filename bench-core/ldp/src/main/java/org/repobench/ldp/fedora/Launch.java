package org.repobench.ldp.fedora;

import org.repobench.ldp.Credentials;

import java.net.InetAddress;
import java.util.List;
import java.util.Optional;

/** One version's way to start: its files are written into the run directory already; this is the rest. */
interface Launch {
    /** The whole command line for a server listening on {@code address}, port {@code port}. */
    List<String> command(InetAddress address, int port);

    /** What every request must send; empty for a server open to all. */
    Optional<Credentials> credentials();

    /** Values that must never appear in a message: passwords this start made up or was given. */
    List<String> secrets();
}
