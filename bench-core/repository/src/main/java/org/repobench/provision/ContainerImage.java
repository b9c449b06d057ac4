package org.repobench.provision;

import org.repobench.store.jdbc.JdbcDialect;
import org.repobench.store.settings.Environment;
import org.testcontainers.utility.DockerImageName;

import java.util.Optional;

/**
 * The image each container starts from: the official one the suite names (the one docker/compose.yml names by
 * default too), or a stand-in the user sets, such as the images docker/images.sh builds from Debian's packages where
 * no image registry is reachable. A stand-in must take the official image's environment, command and configuration
 * files; it is declared a compatible substitute, so Testcontainers' container classes accept it.
 */
enum ContainerImage {
    POSTGRESQL("postgres:15", "REPOBENCH_IMAGE_POSTGRESQL", "repobench/postgres-debian:15"),
    MYSQL("mysql:8.0", "REPOBENCH_IMAGE_MYSQL", "repobench/mariadb-debian:10.11"),
    S3("minio/minio:RELEASE.2023-09-04T19-57-37Z", "REPOBENCH_IMAGE_S3", "repobench/s3proxy-debian:2.6.0");

    private final String official;
    private final String setting;
    private final String builtHere;

    ContainerImage(String official, String setting, String builtHere) {
        this.official = official;
        this.setting = setting;
        this.builtHere = builtHere;
    }

    static ContainerImage of(JdbcDialect dialect) {
        return switch (dialect) {
            case POSTGRESQL -> POSTGRESQL;
            case MYSQL -> MYSQL;
        };
    }

    String official() {
        return official;
    }

    /** The setting (system property or environment variable) that names a stand-in. */
    String setting() {
        return setting;
    }

    /**
     * The image to start.
     *
     * @throws ServerStartException one line naming the setting and its value when the value is not an image name
     */
    Chosen choose(Environment environment) throws ServerStartException {
        Optional<String> standIn = environment.get(setting);
        if (standIn.isEmpty()) {
            return new Chosen(DockerImageName.parse(official), official, false, "build a stand-in with docker/images.sh"
                    + " and set " + setting + "=" + builtHere + " (the line it prints), or pull " + official
                    + " where a registry answers");
        }
        String name = standIn.get().strip();
        try {
            DockerImageName parsed = DockerImageName.parse(name);
            parsed.assertValid();
            return new Chosen(parsed.asCompatibleSubstituteFor(DockerImageName.parse(official).getUnversionedPart()),
                    name + " for " + official + ", from " + setting, true, "build it with docker/images.sh (" + setting
                    + " names it), or set " + setting + " to an image the engine has");
        } catch (IllegalArgumentException e) {
            throw new ServerStartException(setting + "='" + name + "' is not an image name: give one such as "
                    + official + " or " + builtHere + " (docker/images.sh builds it)");
        }
    }

    /**
     * An image, how the source line names it (e.g. "repobench/postgres-debian:15 for postgres:15, from ..."), and what
     * the user can do where the engine does not have it and cannot pull it.
     */
    record Chosen(DockerImageName name, String description, boolean standIn, String howToHave) {
        /**
         * On the engine already, or pulled within the bound the settings give ({@link ImagePull}).
         *
         * @throws ServerStartException one line naming the image, the setting and docker/images.sh
         */
        void ensurePresent(Environment environment) throws ServerStartException {
            ImagePull.of(environment, EngineImages.current()).ensure(name.getUnversionedPart() + ":"
                    + name.getVersionPart(), howToHave);
        }
    }
}
