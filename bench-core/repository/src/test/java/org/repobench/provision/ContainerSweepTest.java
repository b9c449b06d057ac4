package org.repobench.provision;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.model.Container;
import org.junit.jupiter.api.Test;
import org.repobench.store.jdbc.JdbcDialect;
import org.repobench.store.settings.Environment;
import org.testcontainers.DockerClientFactory;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * What a killed run leaves on the engine (its container, its network) goes when the next run asks for Docker; what a
 * live run uses stays. On a real engine (see {@link TestEngine}).
 */
class ContainerSweepTest {

    @Test
    void theNextRunRemovesWhatAKilledRunLeftAndKeepsWhatALiveOneUses() throws Exception {
        Optional<String> noEngine = TestEngine.unavailable();
        assumeTrue(noEngine.isEmpty(), noEngine::get);
        DockerClient docker = DockerClientFactory.instance().client();

        Process killed = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), KilledRunMain.class.getName())
                .redirectError(ProcessBuilder.Redirect.INHERIT).start();
        String address = new String(killed.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        assertTrue(killed.waitFor(3, TimeUnit.MINUTES));
        assertEquals(137, killed.exitValue(), "the run printed " + address);
        String deadOwner = ContainerOwner.PID + "=" + killed.pid();
        assertEquals(1, containers(docker, deadOwner).size(), "the killed run's container is still there");
        assertEquals(1, docker.listNetworksCmd().withFilter("label", List.of(deadOwner)).exec().size());

        try (StartedServer live = new TestcontainersLauncher(Environment.system()).start(JdbcDialect.POSTGRESQL)) {
            assertEquals(Optional.empty(), new TestcontainersDockerProbe().unavailable());

            assertEquals(List.of(), containers(docker, deadOwner), "the next run's probe removed them");
            assertEquals(List.of(), docker.listNetworksCmd().withFilter("label", List.of(deadOwner)).exec());
            String liveOwner = ContainerOwner.PID + "=" + ProcessHandle.current().pid();
            assertEquals(1, containers(docker, liveOwner).size(), "a live run's container stays");
        }
    }

    private static List<Container> containers(DockerClient docker, String label) {
        return docker.listContainersCmd().withShowAll(true).withLabelFilter(List.of(label)).exec();
    }
}
