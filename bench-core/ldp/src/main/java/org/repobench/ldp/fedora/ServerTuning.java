package org.repobench.ldp.fedora;

import org.repobench.api.ParamNames;
import org.repobench.ldp.inject.Injection;
import org.repobench.store.BinaryStoreKind;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * How a managed server runs beyond its store: the levers that take a restart, each of one release only
 * ({@link ServerSpec} refuses it on the other). Unset means the release's default.
 *
 * @param cacheSize      ModeShape's workspace cache size in nodes (Fedora 4.7.5; default 10,000)
 * @param autoVersioning whether every write makes a version (Fedora 6.1.0's {@code fcrepo.autoversioning.enabled};
 *                       default on)
 * @param binaryStore    where binaries go: FILE (every release's default) or S3 (Fedora 4.7.5's file-s3 and
 *                       jdbc-*-s3 configurations, on the run's S3 endpoint)
 * @param injection      a known cost added to the server's own code ({@code --server-inject}), to test a gate
 */
public record ServerTuning(OptionalInt cacheSize, Optional<Boolean> autoVersioning, BinaryStoreKind binaryStore,
                           Optional<Injection> injection) {
    /** Each release's defaults. */
    public static final ServerTuning DEFAULTS = new ServerTuning(OptionalInt.empty(), Optional.empty(),
            BinaryStoreKind.FILE);

    public ServerTuning {
        Objects.requireNonNull(binaryStore, ParamNames.BINARY_STORE);
        Objects.requireNonNull(injection, Injection.OPTION);
    }

    /** The levers alone, nothing injected. */
    public ServerTuning(OptionalInt cacheSize, Optional<Boolean> autoVersioning, BinaryStoreKind binaryStore) {
        this(cacheSize, autoVersioning, binaryStore, Optional.empty());
    }

    /** This tuning with {@code cost} added to the server's code, or nothing added when it is empty. */
    public ServerTuning injecting(Optional<Injection> cost) {
        return new ServerTuning(cacheSize, autoVersioning, binaryStore, cost);
    }

    /** The defaults but a workspace cache of {@code nodes}. */
    public static ServerTuning cacheSize(int nodes) {
        return new ServerTuning(OptionalInt.of(nodes), Optional.empty(), BinaryStoreKind.FILE);
    }

    /** This tuning, with auto-versioning on or off. */
    public ServerTuning autoVersioning(boolean on) {
        return new ServerTuning(cacheSize, Optional.of(on), binaryStore, injection);
    }

    /** This tuning, with binaries in {@code where}. */
    public ServerTuning binaryStore(BinaryStoreKind where) {
        return new ServerTuning(cacheSize, autoVersioning, where, injection);
    }

    /** " cacheSize=N autoVersioning=false binaryStore=s3", what differs from the defaults, for messages. */
    String describe() {
        return (cacheSize.isPresent() ? " cacheSize=" + cacheSize.getAsInt() : "")
                + autoVersioning.map(on -> " autoVersioning=" + on).orElse("")
                + (binaryStore == BinaryStoreKind.FILE ? "" : " binaryStore=" + binaryStore.cliName())
                + injection.map(cost -> " injected " + cost.describe()).orElse("");
    }
}
