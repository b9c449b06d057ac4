package org.repobench.cli;

import org.repobench.jmeter.LoadKeystore;
import org.repobench.jmeter.LoadKeystoreException;
import org.repobench.store.settings.Environment;

import java.nio.file.Path;
import java.util.Optional;

/**
 * {@code --keystore FILE} of the load commands: the keystore {@code ./repobench load-keys} made, a copy on the
 * controller and on every engine. With it every RMI connection of the load is TLS with mutual authentication, so an
 * engine runs plans only from a controller holding its key; without it nothing may listen beyond loopback, since
 * anyone who reached a listener could run code on this machine (RMI without authentication; a JMeter plan can run
 * Groovy).
 */
final class KeystoreOption {
    static final String NAME = "--keystore";
    /** Where its password comes from, for --help. */
    static final String PASSWORD = "its password from $" + LoadKeystore.PASSWORD_VARIABLE + " if set, else the file"
            + " FILE" + LoadKeystore.PASSWORD_SUFFIX + " beside it";
    /** What to do without one, for the line of a refusal. */
    static final String ACCEPTED = NAME + " FILE (./repobench load-keys --out DIR makes one; the controller and every"
            + " engine take a copy)";

    private KeystoreOption() {
    }

    /** The keystore named, opened; a mistake is one line naming it. */
    static Optional<LoadKeystore> open(Arguments parsed) {
        if (!parsed.has(NAME)) {
            return Optional.empty();
        }
        String value = parsed.get(NAME, "");
        try {
            return Optional.of(LoadKeystore.open(Path.of(value), Environment.system()));
        } catch (LoadKeystoreException e) {
            throw new UsageException(NAME + ": " + e.getMessage());
        }
    }

    /**
     * Refuses a listener or a peer beyond loopback without a keystore.
     *
     * @param what the option and its value, as the user gave them ({@code --bind 10.0.0.12})
     * @param risk what anyone could do without one
     */
    static void requireBeyondLoopback(Optional<LoadKeystore> keys, String what, String risk, String orLoopback) {
        if (keys.isEmpty()) {
            throw new UsageException(what + " is beyond loopback, and without " + NAME + " " + risk + "; accepted: "
                    + ACCEPTED + ", or " + orLoopback + " (one machine, without TLS)");
        }
    }
}
