package org.repobench.provision;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DockerConfigFilesTest {
    @TempDir
    Path dir;

    @AfterEach
    void clear() {
        System.clearProperty(DockerConfigFiles.HOME_PROPERTY);
    }

    @Test
    void theCheckoutsFilesAreFoundFromTheModuleDirectory() throws Exception {
        DockerConfigFiles files = DockerConfigFiles.locate();
        Path postgres = files.require("postgresql/postgresql.conf");
        Path mysql = files.require("mysql/my.cnf");
        assertTrue(Files.readString(postgres).contains("synchronous_commit = on"));
        assertTrue(Files.readString(mysql).contains("innodb_flush_log_at_trx_commit = 1"));
        assertEquals(postgres.getParent().getParent(), mysql.getParent().getParent());
    }

    @Test
    void composeRunsTheImagesTheTestcontainersPathRunsWithTheSameSettings() throws Exception {
        String compose = Files.readString(DockerConfigFiles.locate().require("compose.yml"));
        for (ContainerImage image : ContainerImage.values()) {
            String line = "image: ${" + image.setting() + ":-" + image.official() + "}\n";
            assertTrue(compose.contains(line), "compose.yml lacks " + line);
        }
    }

    @Test
    void aHomeWithoutComposeFileIsRejectedNamingIt() {
        System.setProperty(DockerConfigFiles.HOME_PROPERTY, dir.toString());
        ServerStartException e = assertThrows(ServerStartException.class, DockerConfigFiles::locate);
        assertEquals("-Drepobench.home=" + dir + " holds no docker/compose.yml; accepted: the root of a repobench"
                + " checkout", e.getMessage());
    }

    @Test
    void aMissingConfigurationFileIsNamed() throws Exception {
        Files.createDirectories(dir.resolve("docker"));
        Files.writeString(dir.resolve("docker/compose.yml"), "services: {}\n");
        System.setProperty(DockerConfigFiles.HOME_PROPERTY, dir.toString());
        ServerStartException e = assertThrows(ServerStartException.class,
                () -> DockerConfigFiles.locate().require("mysql/my.cnf"));
        assertEquals("server configuration " + dir.resolve("docker/mysql/my.cnf") + " is missing", e.getMessage());
    }
}
