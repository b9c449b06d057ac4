package org.repobench.provision;

import org.junit.jupiter.api.Test;
import org.repobench.store.settings.Environment;
import org.testcontainers.utility.DockerImageName;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The official image unless a setting names a stand-in; a value that is no image name is one line naming it. */
class ContainerImageTest {

    @Test
    void withoutASettingTheOfficialImage() throws Exception {
        ContainerImage.Chosen chosen = ContainerImage.POSTGRESQL.choose(Environment.of(Map.of(), Map.of()));
        assertEquals("postgres:15", chosen.name().asCanonicalNameString().replace("docker.io/library/", ""));
        assertEquals("postgres:15", chosen.description());
        assertFalse(chosen.standIn());
    }

    @Test
    void aStandInIsDeclaredCompatibleAndNamedWithItsSetting() throws Exception {
        ContainerImage.Chosen chosen = ContainerImage.S3.choose(Environment.of(Map.of(),
                Map.of("REPOBENCH_IMAGE_S3", "repobench/s3proxy-debian:2.6.0")));
        assertTrue(chosen.name().isCompatibleWith(DockerImageName.parse("minio/minio")));
        assertEquals("repobench/s3proxy-debian:2.6.0 for minio/minio:RELEASE.2023-09-04T19-57-37Z, from"
                + " REPOBENCH_IMAGE_S3", chosen.description());
        assertTrue(chosen.standIn());
    }

    @Test
    void aValueThatIsNoImageNameIsOneLineNamingTheSetting() {
        ServerStartException e = assertThrows(ServerStartException.class, () -> ContainerImage.MYSQL.choose(
                Environment.of(Map.of("REPOBENCH_IMAGE_MYSQL", "Not An Image!"), Map.of())));
        assertEquals("REPOBENCH_IMAGE_MYSQL='Not An Image!' is not an image name: give one such as mysql:8.0 or"
                + " repobench/mariadb-debian:10.11 (docker/images.sh builds it)", e.getMessage());
    }
}
