package org.repobench.provision;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The server configuration files under {@code docker/} at the repository root, shared by docker compose and the
 * Testcontainers path so that both run the same tuned servers.
 */
final class DockerConfigFiles {
    /** Names the repository root when the suite runs from elsewhere. */
    static final String HOME_PROPERTY = "repobench.home";
    private static final String MARKER = "docker/compose.yml";

    private final Path dockerDirectory;

    private DockerConfigFiles(Path dockerDirectory) {
        this.dockerDirectory = dockerDirectory;
    }

    /** From {@code -Drepobench.home}, else the working directory or its nearest ancestor holding docker/compose.yml. */
    static DockerConfigFiles locate() throws ServerStartException {
        String home = System.getProperty(HOME_PROPERTY);
        if (home != null && !home.isBlank()) {
            Path root = Path.of(home).toAbsolutePath();
            if (!Files.isRegularFile(root.resolve(MARKER))) {
                throw new ServerStartException("-D" + HOME_PROPERTY + "=" + home + " holds no " + MARKER
                        + "; accepted: the root of a repobench checkout");
            }
            return new DockerConfigFiles(root.resolve("docker"));
        }
        Path start = Path.of("").toAbsolutePath();
        for (Path dir = start; dir != null; dir = dir.getParent()) {
            if (Files.isRegularFile(dir.resolve(MARKER))) {
                return new DockerConfigFiles(dir.resolve("docker"));
            }
        }
        throw new ServerStartException(MARKER + " not found in " + start + " or any parent; run from the repobench"
                + " checkout or set -D" + HOME_PROPERTY + "=<checkout>");
    }

    /** A file under docker/, which must exist: a container silently running untuned would skew the results. */
    Path require(String relative) throws ServerStartException {
        Path file = dockerDirectory.resolve(relative);
        if (!Files.isRegularFile(file)) {
            throw new ServerStartException("server configuration " + file + " is missing");
        }
        return file;
    }
}
