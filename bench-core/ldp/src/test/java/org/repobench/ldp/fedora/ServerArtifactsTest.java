package org.repobench.ldp.fedora;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repobench.ldp.LdpException;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ServerArtifactsTest {
    @Test
    void theBuildPutEveryServerWhereItsPropertiesSay() {
        ServerArtifacts artifacts = ServerArtifacts.load();

        for (String version : List.of("4.7.5", "6.1.0")) {
            Path war = artifacts.builtInWar(version).orElseThrow();
            assertTrue(Files.isRegularFile(war), version);
            assertTrue(war.getFileName().toString().contains(version));
        }
        assertEquals(Optional.empty(), artifacts.builtInWar("5.0.2"));
        assertTrue(Files.isDirectory(artifacts.jetty12Lib()));
        assertTrue(Files.isRegularFile(artifacts.jettyRunner()));
        assertTrue(Files.isDirectory(artifacts.jaxbLib()));
    }

    @Test
    void aMissingWarSaysWhatToLetMavenResolve(@TempDir Path empty) {
        Properties paths = new Properties();
        paths.setProperty("fedora4.war", empty.resolve("fcrepo-webapp-4.7.5.war").toString());
        paths.setProperty("fedora4.coordinates", "org.fcrepo:fcrepo-webapp:4.7.5:war");
        paths.setProperty("fedora4.version", "4.7.5");
        paths.setProperty("jaxb.lib", empty.resolve("jaxblib").toString());
        paths.setProperty("jaxb.lib.coordinates", "javax.xml.bind:jaxb-api:2.3.1");
        ServerArtifacts artifacts = new ServerArtifacts(paths);

        LdpException war = assertThrows(LdpException.class, () -> artifacts.builtInWar("4.7.5"));
        LdpException jaxb = assertThrows(LdpException.class, artifacts::jaxbLib);
        LdpException unfiltered = assertThrows(LdpException.class, artifacts::jettyRunner);

        assertEquals("the Fedora 4.7.5 war is not at " + empty.resolve("fcrepo-webapp-4.7.5.war") + "; build the"
                + " project (mvn package) with network access once so Maven can resolve"
                + " org.fcrepo:fcrepo-webapp:4.7.5:war", war.getMessage());
        assertTrue(jaxb.getMessage().startsWith("the JAXB jars for Fedora 4 and 5 are not in "), jaxb.getMessage());
        assertTrue(unfiltered.getMessage().startsWith("fedora-servers.properties has no path for jetty.runner"),
                unfiltered.getMessage());
    }
}
