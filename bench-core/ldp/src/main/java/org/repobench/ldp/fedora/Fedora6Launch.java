package org.repobench.ldp.fedora;

import org.repobench.ldp.Credentials;
import org.repobench.store.jdbc.DatabaseServer;
import org.repobench.store.settings.Environment;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.Properties;

/**
 * Fedora 6 and 7 (OCFL) as RECIPE §3.1 verified it for 6.1.0: a realm "fcrepo" whose one user has a password made up
 * for this start, JMS off, and the index database in a properties file Fedora reads ({@code fcrepo.config.file}), so
 * its password is on no command line: H2 in the home with a file lock (a socket lock would open a listener on every
 * interface), or the given PostgreSQL or MySQL database. 6.0.0, 6.5.2 and 7.0.0 take the same settings; the war's
 * servlet API picks the container (jetty-runner 9.4, or Jetty 12 on Java 21 for 7).
 */
final class Fedora6Launch implements Launch {
    /** The user the suite talks as; Fedora's admin role, so every workload may write anywhere. */
    static final String USER = "repobench";
    private static final String ROLE = "fedoraAdmin";
    private static final SecureRandom RANDOM = new SecureRandom();

    private final FedoraBuild build;
    private final List<String> options;
    private final ServerArtifacts artifacts;
    private final RunDirectory run;
    private final Path users;
    private final Credentials credentials;
    private final List<String> secrets;

    private Fedora6Launch(FedoraBuild build, List<String> options, ServerArtifacts artifacts, RunDirectory run,
                          Path users, Credentials credentials, List<String> secrets) {
        this.build = build;
        this.options = options;
        this.artifacts = artifacts;
        this.run = run;
        this.users = users;
        this.credentials = credentials;
        this.secrets = secrets;
    }

    /** A user in Fedora's admin role with a password made up for this start. */
    static Credentials madeUpCredentials() {
        byte[] random = new byte[16];
        RANDOM.nextBytes(random);
        return new Credentials(USER, HexFormat.of().formatHex(random));
    }

    /** The users file of realm "fcrepo" (HashLoginService's format), owner-only in the run's configuration. */
    static Path usersFile(RunDirectory run, Credentials credentials) {
        return ConfigFiles.write(run.conf().resolve("users.properties"),
                credentials.user() + ": " + credentials.password() + "," + ROLE + "\n");
    }

    static Fedora6Launch prepare(FedoraBuild build, ServerSpec spec, ServerArtifacts artifacts, RunDirectory run,
                                 Path home) {
        Credentials credentials = madeUpCredentials();
        Path users = usersFile(run, credentials);
        Path settings = ConfigFiles.write(run.conf().resolve("fcrepo.properties"), databaseSettings(spec, home));
        List<String> options = new ArrayList<>(ServerCommand.jvm(run,
                build.servletApi().java(Environment.system())));
        options.add("-Dfcrepo.home=" + home);
        options.add("-Dfcrepo.jms.enabled=false");
        options.add("-Dfcrepo.config.file=" + settings);
        spec.tuning().autoVersioning().ifPresent(on -> options.add("-Dfcrepo.autoversioning.enabled=" + on));
        List<String> secrets = new ArrayList<>(List.of(credentials.password()));
        spec.database().map(DatabaseServer::password).ifPresent(secrets::add);
        return new Fedora6Launch(build, options, artifacts, run, users, credentials, List.copyOf(secrets));
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
            settings.store(text, "Fedora's index database for this start (written by repobench)");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return text.toString();
    }

    @Override
    public List<String> command(InetAddress address, int port) {
        List<String> command = new ArrayList<>(options);
        command.addAll(build.servletApi().serve(artifacts, run, List.of(), address, port, build.war(),
                Optional.of(users)));
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
