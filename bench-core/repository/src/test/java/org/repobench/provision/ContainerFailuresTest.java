package org.repobench.provision;

import com.github.dockerjava.api.exception.InternalServerErrorException;
import com.github.dockerjava.api.exception.NotFoundException;
import org.junit.jupiter.api.Test;
import org.testcontainers.containers.ContainerFetchException;
import org.testcontainers.containers.ContainerLaunchException;
import org.testcontainers.containers.GenericContainer;
import org.testcontainers.shaded.org.awaitility.core.ConditionTimeoutException;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The one line of a container that did not start: the engine's own answer under Testcontainers' wrappers. */
class ContainerFailuresTest {

    @Test
    void anImageThatCannotBePulledIsTheEnginesAnswer() {
        RuntimeException failure = new ContainerLaunchException("Container startup failed for image postgres:15",
                new ContainerFetchException("Can't get Docker image: RemoteDockerImage(imageName=postgres:15)",
                        new InternalServerErrorException("Status 500: {\"message\":\"Get \\\"https://registry-1"
                                + ".docker.io/v2/\\\": dial tcp: lookup registry-1.docker.io: no such host\"}\n")));
        assertEquals("the engine answered 500: Get \"https://registry-1.docker.io/v2/\": dial tcp: lookup"
                + " registry-1.docker.io: no such host", ContainerFailures.of(failure));
    }

    @Test
    void aContainerThatExitedAddsItsLastLine() {
        RuntimeException failure = new ContainerLaunchException("Container startup failed for image postgres:15",
                new IllegalStateException("Wait strategy failed. Container exited with code 1"));
        assertEquals("IllegalStateException: Wait strategy failed. Container exited with code 1; the container's"
                + " last line: Error: Database is uninitialized and superuser password is not specified.",
                ContainerFailures.of(failure, "starting\nError: Database is uninitialized and superuser password is"
                        + " not specified.\n\n"));
    }

    @Test
    void ryukThatCannotStartSaysHowToDoWithout() {
        RuntimeException failure = new IllegalStateException("Could not connect to Ryuk",
                new NotFoundException("Status 404: {\"message\":\"No such image: testcontainers/ryuk:0.13.0\"}"));
        assertEquals("the engine answered 404: No such image: testcontainers/ryuk:0.13.0" + ContainerFailures.RYUK_HINT,
                ContainerFailures.of(failure));
    }

    @Test
    void theGatewayProbesPullSaysHowToDoWithout() {
        RuntimeException failure = new ContainerFetchException("Can't get Docker image: RemoteDockerImage("
                + "imageName=alpine:3.17, imagePullPolicy=DefaultPullPolicy())",
                new InternalServerErrorException("Status 500: {\"message\":\"Get \\\"https://registry-1.docker.io/v2/"
                        + "\\\": no such host\"}"));
        assertEquals("the engine answered 500: Get \"https://registry-1.docker.io/v2/\": no such host"
                + ContainerFailures.GATEWAY_HINT, ContainerFailures.of(failure));
    }

    @Test
    void aContainerThatStoppedBeforeItsPortsWerePublishedSaysSo() {
        RuntimeException failure = new ContainerLaunchException("Container startup failed for image mysql:8.0",
                new ConditionTimeoutException("Lambda expression in " + GenericContainer.class.getName()
                        + " expected the predicate to return <true> but it returned <false> for input of"
                        + " <InspectContainerResponse(args=[postgres], ...)> within 5 seconds."));
        assertEquals("its ports were not published within 5 s: it stopped at once, or the engine is slow; the"
                + " container's last line: error: database is uninitialized",
                ContainerFailures.of(failure, "error: database is uninitialized\n"));
    }
}
