package org.repobench.provision;

import com.amazonaws.util.VersionInfoUtils;
import org.junit.jupiter.api.Test;
import org.repobench.store.jdbc.CapturedOutput;
import org.slf4j.LoggerFactory;
import org.testcontainers.dockerclient.DockerClientProviderStrategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * A missing Docker engine is an expected outcome of the probe: Testcontainers' multi-line ERROR about it is off, so a
 * run without Docker prints only its one line per server. Likewise the AWS SDK's maintenance-mode stack trace.
 */
class QuietProbeTest {

    @Test
    void testcontainersDoesNotReportAMissingDockerEngineAsAnError() {
        assertFalse(LoggerFactory.getLogger(DockerClientProviderStrategy.class).isErrorEnabled());
    }

    @Test
    void theProbePrintsNothing() throws Exception {
        String printed;
        try (CapturedOutput output = new CapturedOutput()) {
            new TestcontainersDockerProbe().available();
            printed = output.text();
        }
        assertEquals("", printed);
    }

    @Test
    void theAwsSdkDoesNotAnnounceItsMaintenanceMode() {
        assertFalse(LoggerFactory.getLogger(VersionInfoUtils.class).isWarnEnabled());
    }
}
