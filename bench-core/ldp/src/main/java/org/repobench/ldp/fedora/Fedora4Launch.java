package org.repobench.ldp.fedora;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.repobench.ldp.Credentials;
import org.repobench.store.jdbc.JdbcDialect;
import org.repobench.store.jdbc.JdbcTarget;

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
 * with the cache size as a property, its persistence replaced by the given database on a database store.
 */
final class Fedora4Launch implements Launch {
    private static final String TEMPLATE = "repository-4.7.5.json";
    // the war bundles Connector/J 5.1, whose driver has this name (the suite's own Connector/J 9 is not used there)
    private static final String MYSQL_DRIVER = "com.mysql.jdbc.Driver";

    private final List<String> options;
    private final ServerArtifacts artifacts;
    private final List<String> secrets;

    private Fedora4Launch(List<String> options, ServerArtifacts artifacts, List<String> secrets) {
        this.options = options;
        this.artifacts = artifacts;
        this.secrets = secrets;
    }

    static Fedora4Launch prepare(ServerSpec spec, ServerArtifacts artifacts, RunDirectory run, Path home) {
        Path repository = run.conf().resolve("repository.json");
        ConfigFiles.write(repository, repositoryJson(spec.database()));
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
        List<String> secrets = spec.database().map(JdbcTarget::password).stream().toList();
        return new Fedora4Launch(options, artifacts, secrets);
    }

    /**
     * The war's file-simple JSON with {@code "cacheSize": "${fcrepo.modeshape.cacheSize:10000}"}; on a database
     * store the persistence block names the target's URL (so its database, not the stock configurations' fixed
     * "fcrepo"), user and password: in this owner-only file rather than on a command line anyone can read.
     */
    static String repositoryJson(Optional<JdbcTarget> database) {
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
            return json.writerWithDefaultPrettyPrinter().writeValueAsString(root);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + TEMPLATE + " from bench-ldp's jar", e);
        }
    }

    @Override
    public List<String> command(int port) {
        List<String> command = new ArrayList<>(options);
        command.addAll(ServerCommand.jetty(artifacts.jettyRunner(), List.of("--lib", artifacts.jaxbLib().toString()),
                port, artifacts.war(FedoraVersion.FEDORA_4_7_5)));
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
