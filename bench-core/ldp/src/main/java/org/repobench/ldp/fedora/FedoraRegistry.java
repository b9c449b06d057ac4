package org.repobench.ldp.fedora;

import org.eclipse.aether.version.InvalidVersionSpecificationException;
import org.eclipse.aether.util.version.GenericVersionScheme;
import org.eclipse.aether.RepositorySystem;
import org.eclipse.aether.RepositorySystemSession;
import org.eclipse.aether.artifact.DefaultArtifact;
import org.eclipse.aether.repository.RemoteRepository;
import org.eclipse.aether.resolution.ArtifactRequest;
import org.eclipse.aether.resolution.ArtifactResolutionException;
import org.eclipse.aether.resolution.VersionRangeRequest;
import org.eclipse.aether.resolution.VersionRangeResolutionException;
import org.eclipse.aether.supplier.RepositorySystemSupplier;
import org.eclipse.aether.supplier.SessionBuilderSupplier;
import org.eclipse.aether.version.Version;
import org.repobench.ldp.LdpException;
import org.repobench.store.settings.Environment;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Fedora releases from the Maven registry: {@code org.fcrepo:fcrepo-webapp:war:<version>} resolved by Maven's own
 * resolver into the local repository ({@code -Dmaven.repo.local}, else {@code ~/.m2/repository}) from Maven Central,
 * in the host before any fork. A version the registry does not have is one line naming the ones it has nearby.
 */
public final class FedoraRegistry {
    static final String GROUP = "org.fcrepo";
    static final String ARTIFACT = "fcrepo-webapp";
    static final String CENTRAL = "https://repo.maven.apache.org/maven2/";
    /** How many of the registry's versions on either side of the one asked for a mistake names. */
    private static final int NEARBY = 3;

    private final Path localRepository;
    private final List<RemoteRepository> remotes;

    FedoraRegistry(Path localRepository, List<RemoteRepository> remotes) {
        this.localRepository = localRepository;
        this.remotes = remotes;
    }

    /** Maven Central, into the local repository Maven itself would use. */
    public static FedoraRegistry central(Environment environment) {
        Path local = environment.property("maven.repo.local").map(Path::of)
                .orElse(Path.of(System.getProperty("user.home"), ".m2", "repository"));
        return new FedoraRegistry(local, List.of(new RemoteRepository.Builder("central", "default", CENTRAL)
                .build()));
    }

    /** A registry at {@code url} (a test's file: repository), resolving into {@code localRepository}. */
    static FedoraRegistry at(String url, Path localRepository) {
        return new FedoraRegistry(localRepository, List.of(new RemoteRepository.Builder("test", "default", url)
                .build()));
    }

    /** "org.fcrepo:fcrepo-webapp:war:5.0.2". */
    static String coordinates(String version) {
        return GROUP + ":" + ARTIFACT + ":war:" + version;
    }

    /**
     * The war of {@code version}, from the local repository or downloaded into it.
     *
     * @throws LdpException "fedora-6.2.0: the Maven registry has no org.fcrepo:fcrepo-webapp:war:6.2.0; it has ..."
     */
    public Path resolve(String version) {
        RepositorySystem system = new RepositorySystemSupplier().get();
        try (RepositorySystemSession.CloseableSession session = new SessionBuilderSupplier(system).get()
                .withLocalRepositoryBaseDirectories(localRepository).build()) {
            ArtifactRequest request = new ArtifactRequest(new DefaultArtifact(coordinates(version)), remotes, null);
            try {
                return system.resolveArtifact(session, request).getArtifact().getPath();
            } catch (ArtifactResolutionException e) {
                List<String> versions = versions(system, session);
                if (versions.contains(version)) {
                    // the registry lists it but would not give it: not the user's mistake to correct by a version
                    throw new LdpException("fedora-" + version + ": cannot resolve " + coordinates(version) + " from "
                            + remoteNames() + ": " + e.getMessage());
                }
                throw new LdpException("fedora-" + version + ": the Maven registry (" + remoteNames() + ") has no "
                        + coordinates(version) + "; " + (versions.isEmpty() ? "it lists no version of "
                        + GROUP + ":" + ARTIFACT + " (is it reachable?)" : "versions it has nearby: "
                        + String.join(", ", nearby(versions, version))));
            }
        } finally {
            system.shutdown();
        }
    }

    /** Every version of the war the registry lists, oldest first (a version range request, "[0,)"). */
    private List<String> versions(RepositorySystem system, RepositorySystemSession session) {
        VersionRangeRequest range = new VersionRangeRequest(new DefaultArtifact(GROUP + ":" + ARTIFACT + ":war:[0,)"),
                remotes, null);
        try {
            return system.resolveVersionRange(session, range).getVersions().stream().map(Version::toString)
                    .toList();
        } catch (VersionRangeResolutionException e) {
            return List.of();
        }
    }

    /** The listed versions closest to {@code asked} in the registry's order: a few below and a few above. */
    static List<String> nearby(List<String> versions, String asked) {
        GenericVersionScheme scheme = new GenericVersionScheme();
        try {
            Version target = scheme.parseVersion(asked);
            List<Version> sorted = new ArrayList<>();
            for (String version : versions) {
                sorted.add(scheme.parseVersion(version));
            }
            sorted.sort(Comparator.naturalOrder());
            int above = 0;
            while (above < sorted.size() && sorted.get(above).compareTo(target) < 0) {
                above++;
            }
            return sorted.subList(Math.max(0, above - NEARBY), Math.min(sorted.size(), above + NEARBY)).stream()
                    .map(Version::toString).collect(Collectors.toList());
        } catch (InvalidVersionSpecificationException e) {
            return versions;
        }
    }

    private String remoteNames() {
        return remotes.stream().map(RemoteRepository::getUrl).collect(Collectors.joining(", "));
    }
}
