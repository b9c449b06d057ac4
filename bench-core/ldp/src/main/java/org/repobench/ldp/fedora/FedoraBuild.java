package org.repobench.ldp.fedora;

import java.util.Locale;
import org.repobench.api.Target;
import org.repobench.ldp.FedoraVocabulary;
import org.repobench.ldp.LdpServer;
import org.repobench.store.BinaryStoreKind;
import org.repobench.store.StoreKind;

import java.nio.file.Path;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * One Fedora build the suite can start, as its war says it is: the one type the rest of the code asks what a build
 * can do (its line's answers, in its own name). A release of the Maven registry (or one the build copies) is target
 * {@code fedora-<version>}; a war of one's own is {@code war-<version>-<sha256's first 8 hex digits>}, so two builds
 * of one version run in one suite, each with its own data.
 *
 * @param line        its major version's line
 * @param version     the war's own version (its pom.properties)
 * @param servletApi  the servlet API of its web.xml
 * @param war         the war file
 * @param sha256      the war's SHA-256, in hex
 * @param coordinates the registry's coordinates it was resolved from; empty for a war of one's own
 */
public record FedoraBuild(FedoraLine line, String version, ServletApi servletApi, Path war, String sha256,
                          Optional<String> coordinates) {
    private static final Set<StoreKind> STORES = EnumSet.of(StoreKind.FILE, StoreKind.POSTGRESQL, StoreKind.MYSQL);

    /** The target it is: "fedora-5.0.2" or "war-7.0.0-746353e6". */
    public Target target() {
        return coordinates.isPresent() ? Target.fedora(version) : Target.war(version, sha256);
    }

    /** "fedora-5.0.2", "war-7.0.0-746353e6": safe as a JMH param value and as part of a file or database name. */
    public String cliName() {
        return target().cliName();
    }

    /** "Fedora 4.7.5": what a probe of the running server reports as its product. */
    public String product() {
        return "Fedora " + version;
    }

    /** Where it came from: the registry's coordinates, or the war's path. */
    public String origin() {
        return coordinates.orElse(war.toString());
    }

    /** What results record of it (never a secret): version, line, servlet API, origin, SHA-256. */
    public Map<String, String> describe() {
        Map<String, String> described = new LinkedHashMap<>();
        described.put("product", product());
        described.put("version", version);
        described.put("line", String.valueOf(line.major()));
        described.put("servletApi", servletApi.name().toLowerCase(Locale.ROOT));
        described.put("origin", origin());
        described.put("sha256", sha256);
        return described;
    }

    public FedoraVocabulary vocabulary() {
        return line.vocabulary();
    }

    /** Whether every request needs BASIC credentials (the suite makes up a password per start). */
    public boolean needsBasicAuth() {
        return line.needsBasicAuth();
    }

    /**
     * Whether the {@code cacheSize} lever applies: ModeShape (Fedora 4 and 5) sizes its workspace cache of whole node
     * documents. Fedora 6 and later have no such cache: their caches hold ids, types, ACLs and resource headers, and
     * every request reads the triples from the OCFL files (RECIPE §3.3), so no setting of it means the same.
     */
    public boolean hasCacheSize() {
        return line.runsModeShape();
    }

    /** Why {@code cacheSize} cannot be set on this build, empty when it can. */
    public Optional<String> cacheSizeNotApplicable() {
        return hasCacheSize() ? Optional.empty() : Optional.of("cacheSize is not applicable to " + cliName()
                + ": it has no cache of whole resources like ModeShape's workspace cache (its caches hold ids, types,"
                + " ACLs and headers; the triples are read from the OCFL files on every request)");
    }

    /**
     * Why auto-versioning cannot be set on this build, empty when it can: Fedora 6 and later make a version on every
     * write unless it is turned off; Fedora 4 makes one only when asked ({@code POST fcr:versions}), Fedora 5 too.
     */
    public Optional<String> autoVersioningNotApplicable() {
        return line.runsModeShape() ? Optional.of("autoVersioning is not applicable to " + cliName() + ": it"
                + " makes a version only when asked (" + (vocabulary().namesVersions() ? "POST fcr:versions"
                : "POST to its fcr:versions") + ")") : Optional.empty();
    }

    /** Whether the build makes archival groups (Fedora 6 and later), decided as for a server given by URL. */
    public boolean hasArchivalGroups() {
        return LdpServer.hasArchivalGroups(product());
    }

    /**
     * What a new version does with a container's children under the release's stock node types, as the model's
     * {@code onParentVersion} names it: Fedora 4's containers are {@code nt:folder} nodes, whose child definition says
     * VERSION. Empty for a build that makes mementos, where the question has no meaning.
     */
    public Optional<String> childVersioning() {
        return vocabulary().namesVersions() ? Optional.of("VERSION") : Optional.empty();
    }

    /** FILE, POSTGRESQL, MYSQL. */
    public Set<StoreKind> stores() {
        return EnumSet.copyOf(STORES);
    }

    /** Why this build cannot run on {@code store}, in one line; empty when it can. */
    public Optional<String> notApplicable(StoreKind store) {
        if (STORES.contains(store)) {
            return Optional.empty();
        }
        return Optional.of("store=" + store.cliName() + " is not applicable to " + cliName() + ": "
                + line.whyNot(store) + "; accepted: " + STORES.stream().map(StoreKind::cliName)
                .collect(Collectors.joining(", ")));
    }

    /** Why this build cannot keep its binaries in {@code binaryStore}, in one line; empty when it can. */
    public Optional<String> notApplicable(BinaryStoreKind binaryStore) {
        return line.whyNot(binaryStore).map(why -> "binaryStore=" + binaryStore.name() + " is not applicable to "
                + cliName() + ": " + why);
    }

    /** What a store means on this build, for reports: "file (ModeShape's file store (H2 MVStore) and binary files)". */
    public String describe(StoreKind store) {
        String what = switch (store) {
            case FILE -> line.describeFiles();
            case POSTGRESQL, MYSQL -> line.describeDatabase();
            default -> "not applicable";
        };
        return store.cliName() + " (" + what + ")";
    }

    /** Fails, before anything is created, when the build of this project lacks what starting this build takes. */
    void requireArtifacts(ServerArtifacts artifacts) {
        servletApi.requireArtifacts(artifacts);
        if (line.runsModeShape()) {
            artifacts.jaxbLib();
        }
    }

    /** This build's launch in {@code run}, its data under {@code home}. */
    Launch prepare(ServerSpec spec, ServerArtifacts artifacts, RunDirectory run, Path home) {
        return line.prepare(this, spec, artifacts, run, home);
    }
}
