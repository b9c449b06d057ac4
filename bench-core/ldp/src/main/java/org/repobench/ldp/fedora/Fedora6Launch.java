package org.repobench.ldp.fedora;

import org.repobench.ldp.Credentials;
import org.repobench.store.jdbc.DatabaseServer;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.Properties;

/**
 * Fedora 6.1.0 as RECIPE §3.1 verified it: a jetty realm whose one user has a password made up for this start,
 * JMS off, and the index database in a properties file Fedora reads ({@code fcrepo.config.file}), so its password is
 * on no command line: H2 in the home with a file lock (a socket lock would open a listener on every interface), or
 * the given PostgreSQL or MySQL database.
 */
final class Fedora6Launch implements Launch {
    /** The user the suite talks as; Fedora's admin role, so every workload may write anywhere. */
    static final String USER = "repobench";
    private static final String ROLE = "fedoraAdmin";
    private static final SecureRandom RANDOM = new SecureRandom();

    private final List<String> options;
    private final ServerArtifacts artifacts;
    private final Path realm;
    private final Credentials credentials;
    private final List<String> secrets;

    private Fedora6Launch(List<String> options, ServerArtifacts artifacts, Path realm, Credentials credentials,
                          List<String> secrets) {
        this.options = options;
        this.artifacts = artifacts;
        this.realm = realm;
        this.credentials = credentials;
        this.secrets = secrets;
    }

    static Fedora6Launch prepare(ServerSpec spec, ServerArtifacts artifacts, RunDirectory run, Path home) {
        byte[] random = new byte[16];
        RANDOM.nextBytes(random);
        Credentials credentials = new Credentials(USER, HexFormat.of().formatHex(random));
        Path users = ConfigFiles.write(run.conf().resolve("users.properties"),
                credentials.user() + ": " + credentials.password() + "," + ROLE + "\n");
        Path realm = ConfigFiles.copyResource("jetty-realm.xml", run.conf().resolve("jetty-realm.xml"));
        Path settings = ConfigFiles.write(run.conf().resolve("fcrepo.properties"), databaseSettings(spec, home));
        List<String> options = new ArrayList<>(ServerCommand.jvm(run));
        options.add("-Djetty.users=" + users);
        options.add("-Dfcrepo.home=" + home);
        options.add("-Dfcrepo.jms.enabled=false");
        options.add("-Dfcrepo.config.file=" + settings);
        spec.tuning().autoVersioning().ifPresent(on -> options.add("-Dfcrepo.autoversioning.enabled=" + on));
        List<String> secrets = new ArrayList<>(List.of(credentials.password()));
        spec.database().map(DatabaseServer::password).ifPresent(secrets::add);
        return new Fedora6Launch(options, artifacts, realm, credentials, List.copyOf(secrets));
    }

    static String databaseSettings(ServerSpec spec, Path home) {
        Properties settings = new Properties();
        if (spec.database().isPresent()) {
            DatabaseServer database = spec.database().get();
            settings.setProperty("fcrepo.db.url", database.url());
            settings.setProperty("fcrepo.db.user", database.user());
            settings.setProperty("fcrepo.db.password", database.password());
        } else {
            // the default URL's FILE_LOCK=SOCKET listens on all interfaces; DB_CLOSE_ON_EXIT=FALSE keeps H2's own
            // shutdown hook from running after the webapp's class loader closed (an error on every stop)
            settings.setProperty("fcrepo.db.url", "jdbc:h2:" + home.resolve("data").resolve("fcrepo-h2")
                    + ";FILE_LOCK=FILE;DB_CLOSE_ON_EXIT=FALSE");
        }
        StringWriter text = new StringWriter();
        try {
            settings.store(text, "Fedora 6.1.0's index database for this start (written by repobench)");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return text.toString();
    }

    @Override
    public List<String> command(int port) {
        List<String> command = new ArrayList<>(options);
        command.addAll(ServerCommand.jetty(artifacts.jettyRunner(), List.of("--config", realm.toString()), port,
                artifacts.war(FedoraVersion.FEDORA_6_1_0)));
        return command;
    }

    @Override
    public Optional<Credentials> credentials() {
        return Optional.of(credentials);
    }

    @Override
    public List<String> secrets() {
        return secrets;
    }
}
