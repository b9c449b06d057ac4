package org.repobench.ldp.fedora;

import org.repobench.ldp.LdpException;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import java.util.stream.Stream;

/**
 * Where the build put the servers: the Fedora wars 4.7.5 and 6.1.0, jetty-runner, the JAXB jars Fedora 4 and 5 need
 * on Java 17, and Jetty 12's jars for Jakarta wars. Maven's
 * dependency plugin copies them into this module's target directory and writes their paths into the filtered
 * {@value #RESOURCE}; a path that does not exist is one line saying which artifact to let Maven resolve.
 */
public final class ServerArtifacts {
    static final String RESOURCE = "fedora-servers.properties";
    private static final String HOW_TO = "build the project (mvn package) with network access once so Maven can"
            + " resolve ";

    /** The keys of the wars the build copies. */
    private static final List<String> BUILT_IN = List.of("fedora4", "fedora6");

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

    /**
     * The war of a release the build copies (4.7.5 and 6.1.0), which a target of that release uses without asking
     * the registry; empty for any other version.
     */
    public Optional<Path> builtInWar(String version) {
        for (String key : BUILT_IN) {
            if (version.equals(paths.getProperty(key + ".version"))) {
                Path war = path(key + ".war");
                if (!Files.isRegularFile(war)) {
                    throw new LdpException("the Fedora " + version + " war is not at " + war + "; " + HOW_TO
                            + paths.getProperty(key + ".coordinates"));
                }
                return Optional.of(war);
            }
        }
        return Optional.empty();
    }

    /** The directory of Jetty 12's jars (ee10), which serve a Jakarta war in {@code Jetty12Server}'s JVM. */
    public Path jetty12Lib() {
        Path directory = path("jetty12.lib");
        if (!hasJars(directory)) {
            throw new LdpException("the Jetty 12 jars are not in " + directory + "; " + HOW_TO
                    + paths.getProperty("jetty12.lib.coordinates"));
        }
        return directory;
    }

    public Path jettyRunner() {
        Path jar = path("jetty.runner");
        if (!Files.isRegularFile(jar)) {
            throw new LdpException("jetty-runner is not at " + jar + "; " + HOW_TO
                    + paths.getProperty("jetty.runner.coordinates"));
        }
        return jar;
    }

    /** The directory of JAXB jars jetty-runner adds for Fedora 4 and 5 ({@code --lib}). */
    public Path jaxbLib() {
        Path directory = path("jaxb.lib");
        if (!hasJars(directory)) {
            throw new LdpException("the JAXB jars for Fedora 4 and 5 are not in " + directory + "; " + HOW_TO
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
