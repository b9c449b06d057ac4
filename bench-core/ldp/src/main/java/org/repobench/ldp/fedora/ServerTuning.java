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
 * @param options        the run's JVM options and injected cost for every server ({@link ServerOptions})
 */
public record ServerTuning(OptionalInt cacheSize, Optional<Boolean> autoVersioning, BinaryStoreKind binaryStore,
                           ServerOptions options) {
    /** Each release's defaults. */
    public static final ServerTuning DEFAULTS = new ServerTuning(OptionalInt.empty(), Optional.empty(),
            BinaryStoreKind.FILE);

    public ServerTuning {
        Objects.requireNonNull(binaryStore, ParamNames.BINARY_STORE);
        Objects.requireNonNull(options, "options");
    }

    /** The levers alone, the server started as its build starts it. */
    public ServerTuning(OptionalInt cacheSize, Optional<Boolean> autoVersioning, BinaryStoreKind binaryStore) {
        this(cacheSize, autoVersioning, binaryStore, ServerOptions.NONE);
    }

    /** This tuning with the run's options for every server. */
    public ServerTuning with(ServerOptions runOptions) {
        return new ServerTuning(cacheSize, autoVersioning, binaryStore, runOptions);
    }

    /** The cost injected into the server's code, if any. */
    public Optional<Injection> injection() {
        return options.injection();
    }

    /** The defaults but a workspace cache of {@code nodes}. */
    public static ServerTuning cacheSize(int nodes) {
        return new ServerTuning(OptionalInt.of(nodes), Optional.empty(), BinaryStoreKind.FILE);
    }

    /** This tuning, with auto-versioning on or off. */
    public ServerTuning autoVersioning(boolean on) {
        return new ServerTuning(cacheSize, Optional.of(on), binaryStore, options);
    }

    /** This tuning, with binaries in {@code where}. */
    public ServerTuning binaryStore(BinaryStoreKind where) {
        return new ServerTuning(cacheSize, autoVersioning, where, options);
    }

    /** " cacheSize=N autoVersioning=false binaryStore=s3", what differs from the defaults, for messages. */
    String describe() {
        return (cacheSize.isPresent() ? " cacheSize=" + cacheSize.getAsInt() : "")
                + autoVersioning.map(on -> " autoVersioning=" + on).orElse("")
                + (binaryStore == BinaryStoreKind.FILE ? "" : " binaryStore=" + binaryStore.cliName())
                + (options.describe().isEmpty() ? "" : " " + options.describe());
    }
}
