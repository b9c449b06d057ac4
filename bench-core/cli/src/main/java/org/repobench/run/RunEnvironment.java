package org.repobench.run;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.repobench.api.ParamNames;
import org.repobench.fixture.FixtureCache;
import org.repobench.ldp.fedora.FedoraBuild;
import org.repobench.ldp.fedora.ServerOptions;
import org.repobench.provision.ProvisionedStores;
import org.repobench.results.AtomicFiles;
import org.repobench.results.EnvironmentFile;
import org.repobench.store.BinaryStoreKind;
import org.repobench.store.JsonConfig;
import org.repobench.store.StoreKind;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * What a result depends on besides the code: machine, JVM, git revision, store versions, binary stores and where their
 * servers came from, the Fedora builds started (version, origin, SHA-256 of the war) (never a credential). Written
 * beside results.
 */
final class RunEnvironment {
    private RunEnvironment() {
    }

    /** Key of the managed builds, by the target value their results record: version, origin, SHA-256. */
    static final String FEDORA_BUILDS = "fedoraBuilds";

    /** Key of the cost injected into every server the run started ({@code --server-inject}), when one was. */
    static final String SERVER_INJECTION = "serverInjection";
    /** Key of the JVM options every server the run started got ({@code --server-jvm-args}), when it got some. */
    static final String SERVER_JVM_ARGS = "serverJvmArgs";
    /** Key of the directory every server the run started recorded itself into ({@code --server-profile}). */
    static final String SERVER_PROFILES = "serverProfiles";

    static ObjectNode capture(ProvisionedStores provisioned, List<FedoraBuild> builds, ServerOptions serverOptions) {
        return capture(provisioned, builds, serverOptions, Optional.empty(), ServerOptions.NONE);
    }

    /**
     * @param sideBySide        the side-by-side server's build, started with every server of the run
     *                          ({@code --side-by-side}), recorded with its war's version and checksum under
     *                          {@link EnvironmentFile#SIDE_BY_SIDE}
     * @param sideBySideOptions what that server got: its injected cost, recorded with it
     */
    static ObjectNode capture(ProvisionedStores provisioned, List<FedoraBuild> builds, ServerOptions serverOptions,
                              Optional<FedoraBuild> sideBySide, ServerOptions sideBySideOptions) {
        ObjectNode env = JsonConfig.object();
        env.put("timestamp", Instant.now().toString());
        env.put("gitRevision", git("rev-parse", "HEAD"));
        env.put("gitDirty", !git("status", "--porcelain", "--untracked-files=no").isEmpty());
        env.put("os", System.getProperty("os.name") + " " + System.getProperty("os.version") + " "
                + System.getProperty("os.arch"));
        env.put("cores", Runtime.getRuntime().availableProcessors());
        env.put("hostMaxHeapMb", Runtime.getRuntime().maxMemory() / (1024 * 1024));
        env.put("jvm", System.getProperty("java.vm.name") + " " + System.getProperty("java.runtime.version"));
        env.put("fixtureCache", FixtureCache.fromEnvironment().root().toString());
        ObjectNode storeInfo = env.putObject("stores");
        for (StoreKind kind : StoreKind.values()) {
            if (provisioned.available().contains(kind)) {
                try (var backend = kind.backend()) {
                    ObjectNode described = storeInfo.putObject(kind.name());
                    backend.describe().forEach(described::put);
                    String source = provisioned.sources().get(kind.cliName());
                    if (source != null) {
                        described.put("source", source);
                    }
                }
            }
        }
        ObjectNode skippedInfo = env.putObject("skippedStores");
        provisioned.skipped().forEach((kind, why) -> skippedInfo.put(kind.name(), why));
        ObjectNode binaryInfo = env.putObject("binaryStores");
        for (BinaryStoreKind kind : provisioned.binaryStores()) {
            ObjectNode described = binaryInfo.putObject(kind.name());
            described.put(ParamNames.BINARY_STORE, kind.cliName());
            if (kind == BinaryStoreKind.S3) {
                // where the endpoint came from and its address; its keys stay out
                provisioned.s3Endpoint().ifPresent(endpoint -> {
                    described.put("s3Endpoint", endpoint.provisioning().settingValue());
                    described.put("s3Address", endpoint.hostPort());
                    described.put("bucketPrefix", endpoint.bucketPrefix());
                });
            }
            String source = provisioned.sources().get(kind.cliName());
            if (source != null) {
                described.put("source", source);
            }
        }
        ObjectNode skippedBinaryInfo = env.putObject("skippedBinaryStores");
        provisioned.skippedBinaryStores().forEach((kind, why) -> skippedBinaryInfo.put(kind.name(), why));
        if (!builds.isEmpty()) {
            ObjectNode buildInfo = env.putObject(FEDORA_BUILDS);
            for (FedoraBuild build : builds) {
                ObjectNode described = buildInfo.putObject(build.target().recorded());
                described.put(ParamNames.TARGET, build.cliName());
                build.describe().forEach(described::put);
            }
        }
        serverOptions.injection().ifPresent(cost -> env.put(SERVER_INJECTION, cost.describe()));
        if (!serverOptions.jvmOptions().isEmpty()) {
            env.put(SERVER_JVM_ARGS, String.join(" ", serverOptions.jvmOptions()));
        }
        serverOptions.profiles().ifPresent(dir -> env.put(SERVER_PROFILES, dir.toAbsolutePath().toString()));
        sideBySide.ifPresent(build -> {
            ObjectNode described = env.putObject(EnvironmentFile.SIDE_BY_SIDE);
            described.put(ParamNames.TARGET, build.cliName());
            described.put(EnvironmentFile.RECORDED, build.target().recorded());
            build.describe().forEach(described::put);
            sideBySideOptions.injection().ifPresent(cost -> described.put(SERVER_INJECTION, cost.describe()));
        });
        return env;
    }

    static void write(ObjectNode env, Path target) throws IOException {
        AtomicFiles.write(target, JsonConfig.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(env));
    }

    /** What git prints in the working directory, "unknown" where it cannot say. */
    private static String git(String... args) {
        return GitOutput.of(Optional.empty(), args).orElse("unknown");
    }
}
