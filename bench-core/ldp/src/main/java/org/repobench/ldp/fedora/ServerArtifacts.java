package org.repobench.ldp.fedora;

import org.repobench.ldp.LdpException;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import java.util.stream.Stream;

/**
 * Where the build put the servers: the Fedora wars, jetty-runner and the JAXB jars 4.7.5 needs on Java 17. Maven's
 * dependency plugin copies them into this module's target directory and writes their paths into the filtered
 * {@value #RESOURCE}; a path that does not exist is one line saying which artifact to let Maven resolve.
 */
public final class ServerArtifacts {
    static final String RESOURCE = "fedora-servers.properties";
    private static final String HOW_TO = "build the project (mvn package) with network access once so Maven can"
            + " resolve ";

    private final Properties paths;

    ServerArtifacts(Properties paths) {
        this.paths = paths;
    }

    /** The paths this build recorded. */
    public static ServerArtifacts load() {
        try (InputStream in = ServerArtifacts.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new LdpException(RESOURCE + " is not on the class path; build bench-ldp with Maven, which"
                        + " writes it while copying the Fedora servers");
            }
            Properties properties = new Properties();
            properties.load(in);
            return new ServerArtifacts(properties);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + RESOURCE + " from the class path", e);
        }
    }

    public Path war(FedoraVersion version) {
        Path war = path(version.artifactKey() + ".war");
        if (!Files.isRegularFile(war)) {
            throw new LdpException("the " + version.product() + " war is not at " + war + "; " + HOW_TO
                    + paths.getProperty(version.artifactKey() + ".coordinates"));
        }
        return war;
    }

    public Path jettyRunner() {
        Path jar = path("jetty.runner");
        if (!Files.isRegularFile(jar)) {
            throw new LdpException("jetty-runner is not at " + jar + "; " + HOW_TO
                    + paths.getProperty("jetty.runner.coordinates"));
        }
        return jar;
    }

    /** The directory of JAXB jars jetty-runner adds for Fedora 4.7.5 ({@code --lib}). */
    public Path jaxbLib() {
        Path directory = path("jaxb.lib");
        if (!hasJars(directory)) {
            throw new LdpException("the JAXB jars for Fedora 4.7.5 are not in " + directory + "; " + HOW_TO
                    + paths.getProperty("jaxb.lib.coordinates"));
        }
        return directory;
    }

    private Path path(String key) {
        String value = paths.getProperty(key);
        if (value == null || value.isBlank() || value.contains("${")) {
            throw new LdpException(RESOURCE + " has no path for " + key + " ('" + value + "'); rebuild bench-ldp with"
                    + " Maven so resource filtering fills it in");
        }
        return Path.of(value);
    }

    private static boolean hasJars(Path directory) {
        if (!Files.isDirectory(directory)) {
            return false;
        }
        try (Stream<Path> files = Files.list(directory)) {
            return files.anyMatch(file -> file.getFileName().toString().endsWith(".jar"));
        } catch (IOException e) {
            return false;
        }
    }
}
