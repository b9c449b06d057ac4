package org.repobench.ldp.fedora;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.repobench.ldp.Credentials;
import org.repobench.store.BinaryStoreKind;
import org.repobench.store.ExternalBinaries;
import org.repobench.store.jdbc.JdbcDialect;
import org.repobench.store.jdbc.DatabaseServer;
import org.repobench.store.s3.KnownLengthUploads;
import org.repobench.store.s3.S3Stores;
import org.repobench.store.settings.Environment;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Fedora 4 and 5 (ModeShape) on Java 17, as RECIPE §2.1 verified it for 4.7.5: one {@code --add-opens} (Spring 4.3's
 * CGLIB), JAXB from jetty-runner's lib dir, JMS off through an empty Spring file (no ActiveMQ listeners), Narayana's
 * two sockets off, request logging at WARN, and a ModeShape repository JSON written per start: the war's file-simple
 * configuration with the cache size as a property, its persistence replaced by the given database on a database store,
 * its binary files by an S3 bucket with binaryStore=S3. Fedora 5 (5.0.2) takes the same ModeShape settings; its web.xml
 * demands BASIC authentication in realm "fcrepo" (a user with a password made up per start, as for Fedora 6), and its
 * Spring file starts an ActiveMQ broker itself, which is given a configuration without network connectors.
 */
final class Fedora4Launch implements Launch {
    private static final String TEMPLATE = "repository-4.7.5.json";
    // the war bundles Connector/J 5.1, whose driver has this name (the suite's own Connector/J 9 is not used there)
    private static final String MYSQL_DRIVER = "com.mysql.jdbc.Driver";
    // where the AWS SDK looks for the request handlers every S3 client gets
    private static final String HANDLERS = "com/amazonaws/services/s3/request.handler2s";

    private final FedoraBuild build;
    private final List<String> options;
    private final ServerArtifacts artifacts;
    private final RunDirectory run;
    /** The war, or a context file that serves it with more on its class path. */
    private final Path webApp;
    private final Optional<Credentials> credentials;
    private final Optional<Path> users;
    private final List<String> secrets;

    private Fedora4Launch(FedoraBuild build, List<String> options, ServerArtifacts artifacts, RunDirectory run,
                          Path webApp, Optional<Credentials> credentials, List<String> secrets) {
        this.build = build;
        this.options = options;
        this.artifacts = artifacts;
        this.run = run;
        this.webApp = webApp;
        this.credentials = credentials;
        this.users = credentials.map(given -> Fedora6Launch.usersFile(run, given));
        this.secrets = secrets;
    }

    static Fedora4Launch prepare(FedoraBuild build, ServerSpec spec, ServerArtifacts artifacts, RunDirectory run,
                                 Path home) {
        Path repository = run.conf().resolve("repository.json");
        List<String> secrets = new ArrayList<>();
        spec.database().map(DatabaseServer::password).ifPresent(secrets::add);
        Optional<Credentials> credentials = build.needsBasicAuth() ? Optional.of(Fedora6Launch.madeUpCredentials())
                : Optional.empty();
        credentials.ifPresent(given -> secrets.add(given.password()));
        Optional<ObjectNode> binaryStorage = Optional.empty();
        Path webApp = build.war();
        if (spec.tuning().binaryStore() == BinaryStoreKind.S3) {
            try (ExternalBinaries s3 = S3Stores.binaries()) {
                binaryStorage = Optional.of(s3.binaryStorage(spec.storage(home).binaries()));
            }
            secrets.add(binaryStorage.get().get("password").asText());
            webApp = withKnownLengthUploads(webApp, run);
        }
        ConfigFiles.write(repository, repositoryJson(spec.database(), binaryStorage));
        Path jmsOff = ConfigFiles.copyResource("jms-off.xml", run.conf().resolve("jms-off.xml"));
        // Fedora 5's Spring file starts a broker from this file: one with no connector listens nowhere
        Path broker = ConfigFiles.copyResource("activemq-vm-only.xml", run.conf().resolve("activemq.xml"));
        List<String> options = new ArrayList<>(ServerCommand.jvm(run,
                build.servletApi().java(Environment.system())));
        options.add("--add-opens=java.base/java.lang=ALL-UNNAMED");
        options.add("-Dfcrepo.home=" + home);
        options.add("-Dfcrepo.modeshape.configuration=file:" + repository);
        // 4.7.5 reads the first (its JMS Spring file), 5.0.2 the second (its broker's configuration)
        options.add("-Dfcrepo.spring.jms.configuration=file:" + jmsOff);
        options.add("-Dfcrepo.activemq.configuration=file:" + broker);
        // Narayana's process id socket and transaction status manager: two more listeners otherwise
        options.add("-DCoreEnvironmentBean.processImplementationClassName="
                + "com.arjuna.ats.internal.arjuna.utils.UuidProcessId");
        options.add("-DCoordinatorEnvironmentBean.transactionStatusManagerEnable=false");
        spec.tuning().cacheSize().ifPresent(size -> options.add("-Dfcrepo.modeshape.cacheSize=" + size));
        // every request logs an INFO line otherwise, which would time the log as much as the server
        options.add("-Dfcrepo.log=WARN");
        return new Fedora4Launch(build, options, artifacts, run, webApp, credentials, List.copyOf(secrets));
    }

    /**
     * A context file that serves the war with {@link KnownLengthUploads} on its class path: ModeShape's S3 binary
     * store uploads a stream without its length, which the war's SDK cannot sign on an http endpoint (every upload
     * fails with "Failed to reset the input stream"); the handler, which the SDK finds by its resource name, gives the
     * upload its length. The suite's model of Fedora 4 has the same handler for the same reason.
     */
    private static Path withKnownLengthUploads(Path war, RunDirectory run) {
        Path classes = run.conf().resolve("s3-uploads");
        ConfigFiles.copyClass(KnownLengthUploads.class, classes);
        ConfigFiles.write(classes.resolve(HANDLERS), KnownLengthUploads.class.getName() + "\n");
        return ConfigFiles.write(run.conf().resolve("fcrepo-context.xml"), """
                <?xml version="1.0"?>
                <!DOCTYPE Configure PUBLIC "-//Jetty//Configure//EN" "https://www.eclipse.org/jetty/configure_9_3.dtd">
                <Configure class="org.eclipse.jetty.webapp.WebAppContext">
                  <Set name="war">%s</Set>
                  <Set name="extraClasspath">%s/</Set>
                </Configure>
                """.formatted(war, classes));
    }

    /**
     * The war's file-simple JSON with {@code "cacheSize": "${fcrepo.modeshape.cacheSize:10000}"}; on a database
     * store the persistence block names the target's URL (so its database, not the stock configurations' fixed
     * "fcrepo"), user and password: in this owner-only file rather than on a command line anyone can read. With
     * {@code binaryStorage} (ModeShape's S3 block, as the war's file-s3 and jdbc-postgresql-s3 have it, plus the
     * endpoint) in place of the binary files.
     */
    static String repositoryJson(Optional<DatabaseServer> database, Optional<ObjectNode> binaryStorage) {
        ObjectMapper json = new ObjectMapper();
        try (InputStream in = ConfigFiles.resource(TEMPLATE)) {
            ObjectNode root = (ObjectNode) json.readTree(in);
            database.ifPresent(target -> {
                ObjectNode persistence = json.createObjectNode();
                persistence.put("type", "db");
                persistence.put("connectionUrl", target.url());
                persistence.put("driver", target.dialect() == JdbcDialect.POSTGRESQL
                        ? target.dialect().driverClass() : MYSQL_DRIVER);
                persistence.put("username", target.user());
                persistence.put("password", target.password());
                ((ObjectNode) root.get("storage")).set("persistence", persistence);
            });
            binaryStorage.ifPresent(binaries -> ((ObjectNode) root.get("storage")).set("binaryStorage", binaries));
            return json.writerWithDefaultPrettyPrinter().writeValueAsString(root);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + TEMPLATE + " from bench-ldp's jar", e);
        }
    }

    @Override
    public List<String> command(InetAddress address, int port) {
        List<String> command = new ArrayList<>(options);
        command.addAll(build.servletApi().serve(artifacts, run, List.of("--lib", artifacts.jaxbLib().toString()),
                address, port, webApp, users));
        return command;
    }

    @Override
    public Optional<Credentials> credentials() {
        // 4.7.5 is open: the war's security constraint is commented out, so anyone may read and write
        return credentials;
    }

    @Override
    public List<String> secrets() {
        return secrets;
    }
}
