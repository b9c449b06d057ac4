package org.repobench.ldp.fedora;

import java.util.function.Supplier;
import org.repobench.api.Target;
import org.repobench.ldp.LdpException;
import org.repobench.store.settings.Environment;

import java.nio.file.Path;
import java.util.Optional;

/**
 * A managed target's build, found once in the host before any fork: a {@code war:<path>} is read as it is; a
 * {@code fedora-<version>} is the war the build of this project copied (4.7.5, 6.1.0), else the registry's, resolved
 * into the local Maven repository. Either is checked for what starting it takes: a line the suite starts, and a Java
 * for its servlet container. Every mistake is one line.
 */
public final class FedoraBuilds {
    private FedoraBuilds() {
    }

    /** The build of a managed {@code target}, from the registry Maven itself would use. */
    public static FedoraBuild resolve(Target target, Environment environment) {
        return resolve(target, environment, () -> FedoraRegistry.central(environment));
    }

    static FedoraBuild resolve(Target target, Environment environment,
                               Supplier<FedoraRegistry> registry) {
        if (!target.isManaged()) {
            throw new IllegalArgumentException("target " + target + " is not a Fedora the suite starts");
        }
        FedoraBuild build;
        Optional<Path> file = target.warFile();
        if (file.isPresent()) {
            build = WarInspection.inspect(file.get(), Optional.empty());
        } else {
            String version = target.registryVersion().orElseThrow(() -> new LdpException(target + ": a war's"
                    + " build name is not a target to start; accepted: " + Target.ACCEPTED));
            if (FedoraLine.of(version).isEmpty()) {
                throw new LdpException(target + ": Fedora " + version + " is of a line the suite cannot start;"
                        + " accepted: Fedora " + FedoraLine.accepted());
            }
            Path war = ServerArtifacts.load().builtInWar(version).orElseGet(() -> registry.get().resolve(version));
            build = WarInspection.inspect(war, Optional.of(FedoraRegistry.coordinates(version)));
            if (!build.version().equals(version)) {
                throw new LdpException(target + ": the registry's war says it is Fedora " + build.version() + " ("
                        + war + ")");
            }
        }
        // a Jakarta war with no Java to run it is said here, before any fork
        build.servletApi().java(environment);
        return build;
    }
}
