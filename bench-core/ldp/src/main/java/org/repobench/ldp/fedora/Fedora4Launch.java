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

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Fedora 4.7.5 on Java 17 as RECIPE §2.1 verified it: one {@code --add-opens} (Spring 4.3's CGLIB), JAXB from
 * jetty-runner's lib dir, JMS off through an empty Spring file (no ActiveMQ listeners), Narayana's two sockets off,
 * request logging at WARN, and a ModeShape repository JSON written per start: the war's file-simple configuration
 * with the cache size as a property, its persistence replaced by the given database on a database store, its binary
 * files by an S3 bucket with binaryStore=S3.
 */
final class Fedora4Launch implements Launch {
    private static final String TEMPLATE = "repository-4.7.5.json";
    // the war bundles Connector/J 5.1, whose driver has this name (the suite's own Connector/J 9 is not used there)
    private static final String MYSQL_DRIVER = "com.mysql.jdbc.Driver";
    // where the AWS SDK looks for the request handlers every S3 client gets
    private static final String HANDLERS = "com/amazonaws/services/s3/request.handler2s";

    private final List<String> options;
    private final ServerArtifacts artifacts;
    /** The war, or a context file that serves it with more on its class path. */
    private final Path webApp;
    private final List<String> secrets;

    private Fedora4Launch(List<String> options, ServerArtifacts artifacts, Path webApp, List<String> secrets) {
        this.options = options;
        this.artifacts = artifacts;
        this.webApp = webApp;
        this.secrets = secrets;
    }

    static Fedora4Launch prepare(ServerSpec spec, ServerArtifacts artifacts, RunDirectory run, Path home) {
        Path repository = run.conf().resolve("repository.json");
        List<String> secrets = new ArrayList<>();
        spec.database().map(DatabaseServer::password).ifPresent(secrets::add);
        Optional<ObjectNode> binaryStorage = Optional.empty();
        Path webApp = artifacts.war(FedoraVersion.FEDORA_4_7_5);
        if (spec.tuning().binaryStore() == BinaryStoreKind.S3) {
            try (ExternalBinaries s3 = S3Stores.binaries()) {
                binaryStorage = Optional.of(s3.binaryStorage(spec.storage(home).binaries()));
            }
            secrets.add(binaryStorage.get().get("password").asText());
            webApp = withKnownLengthUploads(webApp, run);
        }
        ConfigFiles.write(repository, repositoryJson(spec.database(), binaryStorage));
        Path jmsOff = ConfigFiles.copyResource("jms-off.xml", run.conf().resolve("jms-off.xml"));
        List<String> options = new ArrayList<>(ServerCommand.jvm(run));
        options.add("--add-opens=java.base/java.lang=ALL-UNNAMED");
        options.add("-Dfcrepo.home=" + home);
        options.add("-Dfcrepo.modeshape.configuration=file:" + repository);
        options.add("-Dfcrepo.spring.jms.configuration=file:" + jmsOff);
        // Narayana's process id socket and transaction status manager: two more listeners otherwise
        options.add("-DCoreEnvironmentBean.processImplementationClassName="
                + "com.arjuna.ats.internal.arjuna.utils.UuidProcessId");
        options.add("-DCoordinatorEnvironmentBean.transactionStatusManagerEnable=false");
        spec.tuning().cacheSize().ifPresent(size -> options.add("-Dfcrepo.modeshape.cacheSize=" + size));
        // every request logs an INFO line otherwise, which would time the log as much as the server
        options.add("-Dfcrepo.log=WARN");
        return new Fedora4Launch(options, artifacts, webApp, List.copyOf(secrets));
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
    public List<String> command(int port) {
        List<String> command = new ArrayList<>(options);
        command.addAll(ServerCommand.jetty(artifacts.jettyRunner(), List.of("--lib", artifacts.jaxbLib().toString()),
                port, webApp));
        return command;
    }

    @Override
    public Optional<Credentials> credentials() {
        // open: the war's security constraint is commented out, so anyone may read and write
        return Optional.empty();
    }

    @Override
    public List<String> secrets() {
        return secrets;
    }
}
