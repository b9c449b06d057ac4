package org.repobench.ldp.fedora;

import java.util.Optional;
import java.util.OptionalInt;

/**
 * How a managed server runs beyond its store: the levers that take a restart, each of one release only
 * ({@link ServerSpec} refuses it on the other). Unset means the release's default.
 *
 * @param cacheSize      ModeShape's workspace cache size in nodes (Fedora 4.7.5; default 10,000)
 * @param autoVersioning whether every write makes a version (Fedora 6.1.0's {@code fcrepo.autoversioning.enabled};
 *                       default on)
 */
public record ServerTuning(OptionalInt cacheSize, Optional<Boolean> autoVersioning) {
    /** Each release's defaults. */
    public static final ServerTuning DEFAULTS = new ServerTuning(OptionalInt.empty(), Optional.empty());

    /** The defaults but a workspace cache of {@code nodes}. */
    public static ServerTuning cacheSize(int nodes) {
        return new ServerTuning(OptionalInt.of(nodes), Optional.empty());
    }

    /** This tuning, with auto-versioning on or off. */
    public ServerTuning autoVersioning(boolean on) {
        return new ServerTuning(cacheSize, Optional.of(on));
    }

    /** " cacheSize=N autoVersioning=false", what is set, for messages. */
    String describe() {
        return (cacheSize.isPresent() ? " cacheSize=" + cacheSize.getAsInt() : "")
                + autoVersioning.map(on -> " autoVersioning=" + on).orElse("");
    }
}
