package org.repobench.ldp.fedora;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repobench.ldp.LdpException;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The registry's answers, from a registry in a directory (a file: repository) that holds three releases. */
class FedoraRegistryTest {
    @Test
    void aVersionTheRegistryHasIsResolvedIntoTheLocalRepository(@TempDir Path dir) throws IOException {
        FedoraRegistry registry = FedoraRegistry.at(remote(dir.resolve("remote")).toUri().toString(),
                dir.resolve("local"));

        Path war = registry.resolve("5.0.2");

        assertEquals(dir.resolve("local/org/fcrepo/fcrepo-webapp/5.0.2/fcrepo-webapp-5.0.2.war"), war);
        assertEquals("5.0.2", WarInspection.inspect(war, Optional.empty()).version());
    }

    @Test
    void aVersionItLacksIsOneLineNamingTheVersionsNearby(@TempDir Path dir) throws IOException {
        FedoraRegistry registry = FedoraRegistry.at(remote(dir.resolve("remote")).toUri().toString(),
                dir.resolve("local"));

        LdpException failure = assertThrows(LdpException.class, () -> registry.resolve("5.1.0"));

        assertEquals("fedora-5.1.0: the Maven registry (" + dir.resolve("remote").toUri() + ") has no"
                + " org.fcrepo:fcrepo-webapp:war:5.1.0; versions it has nearby: 4.7.5, 5.0.2, 6.1.0",
                failure.getMessage());
        assertFalse(failure.getMessage().contains("\n"));
    }

    @Test
    void nearbyIsAFewOnEitherSide() {
        List<String> versions = List.of("4.7.5", "4.7.6", "5.0.0", "5.0.2", "6.0.0", "6.1.0", "6.1.1", "7.0.0");
        assertEquals(List.of("5.0.0", "5.0.2", "6.0.0", "6.1.0", "6.1.1", "7.0.0"),
                FedoraRegistry.nearby(versions, "6.0.9"));
        assertEquals(List.of("4.7.5", "4.7.6", "5.0.0"), FedoraRegistry.nearby(versions, "3.0"));
    }

    /** A Maven repository layout with fcrepo-webapp 4.7.5, 5.0.2 and 6.1.0 (tiny fake wars) and its metadata. */
    private static Path remote(Path root) throws IOException {
        Path artifact = root.resolve("org/fcrepo/fcrepo-webapp");
        StringBuilder versions = new StringBuilder();
        for (String version : List.of("4.7.5", "5.0.2", "6.1.0")) {
            Path directory = Files.createDirectories(artifact.resolve(version));
            FedoraBuildTest.war(directory.resolve("fcrepo-webapp-" + version + ".war"), version,
                    "<web-app xmlns=\"http://java.sun.com/xml/ns/javaee\"/>");
            Files.writeString(directory.resolve("fcrepo-webapp-" + version + ".pom"), "<project><modelVersion>4.0.0"
                    + "</modelVersion><groupId>org.fcrepo</groupId><artifactId>fcrepo-webapp</artifactId><version>"
                    + version + "</version><packaging>war</packaging></project>");
            versions.append("<version>").append(version).append("</version>");
        }
        Files.writeString(artifact.resolve("maven-metadata.xml"), "<metadata><groupId>org.fcrepo</groupId>"
                + "<artifactId>fcrepo-webapp</artifactId><versioning><versions>" + versions
                + "</versions></versioning></metadata>");
        return root;
    }
}
