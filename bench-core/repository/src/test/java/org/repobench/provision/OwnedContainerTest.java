package org.repobench.provision;

import com.github.dockerjava.api.DockerClient;
import org.junit.jupiter.api.Test;
import org.repobench.store.jdbc.JdbcDialect;
import org.repobench.store.settings.Environment;
import org.testcontainers.DockerClientFactory;
import org.testcontainers.containers.GenericContainer;
import org.testcontainers.containers.output.OutputFrame;
import org.testcontainers.utility.DockerImageName;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** The two halves of where a container is reached (published on, answered as its host) cannot disagree. */
class OwnedContainerTest {

    @Test
    void aContainerThatAnswersAnotherHostIsRefusedBeforeAnythingStarts() {
        Optional<String> noEngine = TestEngine.unavailable();
        assumeTrue(noEngine.isEmpty(), noEngine::get);
        DockerClient docker = DockerClientFactory.instance().client();
        String owner = ContainerOwner.PID + "=" + ProcessHandle.current().pid();
        int networks = docker.listNetworksCmd().withFilter("label", List.of(owner)).exec().size();
        int containers = docker.listContainersCmd().withShowAll(true).withLabelFilter(List.of(owner)).exec().size();

        try (Elsewhere gateway = new Elsewhere()) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> OwnedContainer.start(gateway, "testcontainers repobench/none:0"));
            assertTrue(e.getMessage().contains("not 172.17.0.1"), e.getMessage());
        }
        assertEquals(networks, docker.listNetworksCmd().withFilter("label", List.of(owner)).exec().size(),
                "no network made");
        assertEquals(containers, docker.listContainersCmd().withShowAll(true).withLabelFilter(List.of(owner)).exec()
                .size(), "no container made");
    }

    @Test
    void aMysqlContainerThatExitsSaysSoWithItsLastLine() throws ServerStartException {
        Optional<String> noEngine = TestEngine.unavailable();
        assumeTrue(noEngine.isEmpty(), noEngine::get);
        DockerClient docker = DockerClientFactory.instance().client();
        String owner = ContainerOwner.PID + "=" + ProcessHandle.current().pid();
        int containers = docker.listContainersCmd().withShowAll(true).withLabelFilter(List.of(owner)).exec().size();
        // PostgreSQL's image given as MySQL's: it exits at once, missing its own password setting
        String postgres = ContainerImage.POSTGRESQL.choose(Environment.system()).name().asCanonicalNameString();
        Environment wrong = Environment.of(Map.of(ContainerImage.MYSQL.setting(), postgres), Map.of());

        ServerStartException e = assertThrows(ServerStartException.class,
                () -> new TestcontainersLauncher(wrong).start(JdbcDialect.MYSQL));
        // how Testcontainers finds it stopped depends on when it stops (before or after its ports were published);
        // either way the line ends with what it said
        assertTrue(e.getMessage().toLowerCase(Locale.ROOT).contains("the container's last line: error: database is"
                + " uninitialized"), e.getMessage());
        assertEquals(1, e.getMessage().lines().count(), e.getMessage());
        assertEquals(containers, docker.listContainersCmd().withShowAll(true).withLabelFilter(List.of(owner)).exec()
                .size(), "the exited container removed");
    }

    @Test
    void onlyTheLastLineAContainerPrintedIsKept() {
        OwnedContainer.LastLine printed = new OwnedContainer.LastLine();
        assertEquals("", printed.get());
        for (String text : List.of("starting\n", "ready to accept\nconnections\n", "  \n")) {
            printed.accept(new OutputFrame(OutputFrame.OutputType.STDOUT, text.getBytes(StandardCharsets.UTF_8)));
        }
        printed.accept(OutputFrame.END);
        assertEquals("connections", printed.get());
    }

    /** A container that answers Testcontainers' own guess inside a container, the bridge's gateway. */
    private static final class Elsewhere extends GenericContainer<Elsewhere> {
        Elsewhere() {
            super(DockerImageName.parse("repobench/none:0"));
        }

        @Override
        public String getHost() {
            return "172.17.0.1";
        }
    }
}
