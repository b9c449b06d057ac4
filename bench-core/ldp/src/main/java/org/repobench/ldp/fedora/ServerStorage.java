package org.repobench.ldp.fedora;

import org.repobench.store.StoreKind;
import org.repobench.store.jdbc.ExplicitServer;
import org.repobench.store.jdbc.JdbcDialect;
import org.repobench.store.jdbc.JdbcTarget;
import org.repobench.store.settings.Environment;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Where a managed server keeps what it stores: the files under its home and, on a database store, a database of its
 * own on the run's database server ({@code rbldp_<version>}), which holds nothing else. The launcher measures it
 * after a pass; a fork measures it around its iterations (what a write grew it by), from the settings
 * {@link #forkArgs()} hands over. Those name no secret: the database's user and password are the run's, which the
 * fork already has.
 */
public record ServerStorage(FedoraVersion version, StoreKind store, Path home, Optional<JdbcTarget> database) {
    static final String VERSION_SETTING = "repobench.ldp.version";
    static final String STORE_SETTING = "repobench.ldp.store";
    static final String HOME_SETTING = "repobench.ldp.home";

    /** The bytes it keeps (see {@link StoredBytes}). */
    public long bytes() {
        return StoredBytes.files(home) + database.map(target -> StoredBytes.database(version, target)).orElse(0L);
    }

    /** The server's own database on {@code server}, the run's database server: same address and user, own name. */
    public static JdbcTarget databaseOn(JdbcTarget server, FedoraVersion version) {
        String url = server.url().replaceFirst("^(jdbc:[a-z]+://[^/]+/)[^?]*", "$1" + databaseName(version));
        return new JdbcTarget(server.dialect(), url, server.user(), server.password(), server.provisioning());
    }

    /** "rbldp_fedora_4_7_5". */
    public static String databaseName(FedoraVersion version) {
        return "rbldp_" + version.cliName().replaceAll("[^A-Za-z0-9]", "_").toLowerCase(Locale.ROOT);
    }

    /** The {@code -D} settings from which a fork's {@link #of(Environment)} finds this storage again. */
    public List<String> forkArgs() {
        List<String> args = new ArrayList<>();
        args.add("-D" + VERSION_SETTING + "=" + version.name());
        args.add("-D" + STORE_SETTING + "=" + store.name());
        args.add("-D" + HOME_SETTING + "=" + home);
        return args;
    }

    /**
     * The storage of the managed server this fork measures, from the launcher's settings; empty for a server given by
     * URL, whose storage the suite does not know.
     */
    public static Optional<ServerStorage> of(Environment environment) {
        Optional<String> home = environment.get(HOME_SETTING);
        if (home.isEmpty()) {
            return Optional.empty();
        }
        FedoraVersion version = FedoraVersion.valueOf(environment.get(VERSION_SETTING).orElseThrow());
        StoreKind store = StoreKind.valueOf(environment.get(STORE_SETTING).orElseThrow());
        Optional<JdbcTarget> database = JdbcDialect.of(store).map(dialect -> databaseOn(
                ExplicitServer.lookup(dialect, environment).orElseThrow(() -> new IllegalStateException(
                        "the launcher handed this fork no " + dialect.storeName() + " server")), version));
        return Optional.of(new ServerStorage(version, store, Path.of(home.get()), database));
    }
}
