package org.repobench.ldp.fedora;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.repobench.api.Target;
import org.repobench.ldp.LdpClient;
import org.repobench.ldp.LdpServer;
import org.repobench.ldp.ServerProbe;
import org.repobench.store.Directories;
import org.repobench.store.StoreKind;
import org.repobench.store.settings.Environment;

import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Fedora builds beyond the two the project's build copies, each started through {@link ManagedFedora} on the file
 * store: 5.0.2 and 6.0.0 resolved from the Maven registry, 6.5.2 and 7.0.0 from wars in the shared directory
 * ({@code ../shared/fedora} beside the repository, or the setting {@value #WARS_SETTING}). Each answers a PUT and a
 * GET over LDP, names itself as its war says, and listens on 127.0.0.1 only.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class AnyFedoraBuildTest {
    /** Where the wars the registry does not serve are. */
    static final String WARS_SETTING = "REPOBENCH_FEDORA_WARS";
    private static final Duration DEADLINE = Duration.ofMinutes(4);

    private Path homes;

    /** The shared wars' directory, found from the working directory upwards; empty when there is none. */
    static Optional<Path> sharedWars() {
        Optional<String> setting = Environment.system().get(WARS_SETTING);
        if (setting.isPresent()) {
            return Optional.of(Path.of(setting.get())).filter(Files::isDirectory);
        }
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            Path candidate = dir.resolveSibling("shared").resolve("fedora");
            if (Files.isDirectory(dir.resolve(".git")) || Files.isRegularFile(dir.resolve(".git"))) {
                return Optional.of(candidate).filter(Files::isDirectory);
            }
        }
        return Optional.empty();
    }

    @BeforeAll
    void homes() throws IOException {
        homes = Files.createTempDirectory("repobench-any-fedora");
    }

    @AfterAll
    void deleteHomes() throws IOException {
        Directories.delete(homes);
    }

    @ParameterizedTest
    @ValueSource(strings = {"fedora-5.0.2", "fedora-6.0.0", "war:fcrepo-webapp-6.5.2.war",
        "war:fcrepo-webapp-7.0.0.war"})
    void startsAnswersLdpAndNamesItselfAsItsWarSays(String name) throws IOException {
        Target target = Target.parse(name);
        if (target.warFile().isPresent()) {
            Optional<Path> wars = sharedWars();
            assumeTrue(wars.isPresent(), "no directory of Fedora wars: ../shared/fedora beside the repository, or"
                    + " the setting " + WARS_SETTING);
            target = Target.parse("war:" + wars.get().resolve(target.warFile().get()));
            assumeTrue(Files.isRegularFile(target.warFile().get()), "no war " + target.warFile().get());
        }
        FedoraBuild build = FedoraBuilds.resolve(target, Environment.system());

        try (ManagedFedora fedora = ManagedFedora.start(build, StoreKind.FILE, Optional.empty(),
                ServerTuning.DEFAULTS, homes.resolve(build.cliName() + "-file"), DEADLINE);
             LdpClient client = new LdpClient(fedora.server())) {
            System.out.println(fedora.readyLine() + " (" + build.servletApi() + ", " + build.origin() + ")");
            LdpServer probed = ServerProbe.probe(fedora.server().root(), fedora.server().credentials());
            assertEquals("Fedora " + build.version(), probed.product());
            assertEquals(build.vocabulary(), probed.vocabulary());
            assertEquals(List.of("127.0.0.1:" + fedora.server().root().getPort()), Listeners.of(fedora.pid()));

            String path = "any-" + UUID.randomUUID();
            URI created = client.put(path, "<> <http://purl.org/dc/elements/1.1/title> \"on " + build.cliName()
                    + "\" .", Map.of());
            assertEquals(fedora.server().root().resolve(path), created);
            String body = new String(client.get(path, ManagedFedoraContract.N_TRIPLES, null).body(),
                    StandardCharsets.UTF_8);
            assertTrue(body.contains("\"on " + build.cliName() + "\""), body);
        }
    }
}
