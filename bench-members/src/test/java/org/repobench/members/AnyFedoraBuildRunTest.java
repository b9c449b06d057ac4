package org.repobench.members;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.repobench.cli.CliRunner;
import org.repobench.cli.OwnFixtureCache;
import org.repobench.store.settings.Environment;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;
import static org.repobench.cli.CliRunner.ONE_SERVER;

/**
 * A war of one's own as a target, through the launcher as a user runs it ({@code -p target=war:<path>}): Fedora
 * 7.0.0 from the shared wars ({@code ../shared/fedora} beside the repository, or the setting
 * {@code REPOBENCH_FEDORA_WARS}) serves a tiny warm GET, and the run's environment records the build. Bad targets are
 * one line and exit code 2 before any fork.
 */
class AnyFedoraBuildRunTest {
    private static final String WARS_SETTING = "REPOBENCH_FEDORA_WARS";

    @TempDir
    Path dir;
    @RegisterExtension
    final OwnFixtureCache fixtures = new OwnFixtureCache();

    private CliRunner run(String target) {
        List<String> args = new ArrayList<>(List.of("run", ONE_SERVER, "ManyMembersBenchmark.warmGet",
                "-p", "store=FILE", "-p", "size=10", "-p", "workload=N_MEMBERS", "-p", "target=" + target,
                "-f", "1", "-wi", "0", "-i", "1", "-r", "100ms", "--no-report",
                "--out", dir.resolve("results").toString()));
        return CliRunner.run(args.toArray(String[]::new));
    }

    private static Optional<Path> sharedWars() {
        Optional<String> setting = Environment.system().get(WARS_SETTING);
        if (setting.isPresent()) {
            return Optional.of(Path.of(setting.get())).filter(Files::isDirectory);
        }
        for (Path at = Path.of("").toAbsolutePath(); at != null; at = at.getParent()) {
            if (Files.exists(at.resolve(".git"))) {
                return Optional.of(at.resolveSibling("shared").resolve("fedora")).filter(Files::isDirectory);
            }
        }
        return Optional.empty();
    }

    @Test
    void aJakartaWarOfOnesOwnServesTheWarmGetAndTheResultsRecordItsBuild() throws IOException {
        Optional<Path> wars = sharedWars();
        assumeTrue(wars.isPresent(), "no directory of Fedora wars: ../shared/fedora beside the repository, or the"
                + " setting " + WARS_SETTING);
        Path war = wars.get().resolve("fcrepo-webapp-7.0.0.war");
        assumeTrue(Files.isRegularFile(war), "no war " + war);

        CliRunner run = run("war:" + war);
        assertEquals(0, run.exitCode(), run.whyFailed());

        JsonNode results = new ObjectMapper().readTree(dir.resolve("results/latest.json").toFile());
        assertEquals(1, results.size(), results.toString());
        String recorded = results.get(0).path("params").path("target").asText();
        assertTrue(recorded.matches("WAR_7_0_0_[0-9A-F]{8}"), recorded);
        JsonNode build = new ObjectMapper().readTree(dir.resolve("results/environment.json").toFile())
                .path("fedoraBuilds").path(recorded);
        assertEquals("7.0.0", build.path("version").asText(), build.toString());
        assertEquals("jakarta", build.path("servletApi").asText(), build.toString());
        assertEquals(war.toAbsolutePath().normalize().toString(), build.path("origin").asText());
        assertTrue(recorded.endsWith(build.path("sha256").asText().substring(0, 8).toUpperCase()), build.toString());
        assertTrue(run.out().contains("war-7.0.0-"), run.out());
    }

    @Test
    void aMissingWarIsOneLineAndExitCodeTwo() {
        Path missing = dir.resolve("nowhere/fcrepo-webapp-9.war");
        CliRunner run = run("war:" + missing);

        assertEquals(2, run.exitCode(), run.toString());
        assertEquals(1, run.err().lines().count(), run.err());
        assertTrue(run.err().contains(missing.toString()), run.err());
        assertFalse(run.out().contains("# Fork"), run.out());
    }

    @Test
    void aZipThatIsNoFedoraWarIsOneLineAndExitCodeTwo() throws IOException {
        Path zip = dir.resolve("other.war");
        try (ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(zip))) {
            out.putNextEntry(new ZipEntry("WEB-INF/web.xml"));
            out.write("<web-app/>".getBytes(StandardCharsets.UTF_8));
        }
        CliRunner run = run("war:" + zip);

        assertEquals(2, run.exitCode(), run.toString());
        assertEquals(1, run.err().lines().count(), run.err());
        assertTrue(run.err().contains("is not a Fedora war"), run.err());
    }

    @Test
    void aVersionTheRegistryLacksIsOneLineNamingTheVersionsNearby() {
        CliRunner run = run("fedora-5.9.9");

        assertEquals(2, run.exitCode(), run.toString());
        assertEquals(1, run.err().lines().count(), run.err());
        assertTrue(run.err().contains("has no org.fcrepo:fcrepo-webapp:war:5.9.9; versions it has nearby: "),
                run.err());
        assertTrue(run.err().contains("5.0.2"), run.err());
    }

    @Test
    void aTargetOfNoKnownFormIsOneLineListingWhatIsAccepted() {
        CliRunner run = run("fedora");

        assertEquals(2, run.exitCode(), run.toString());
        assertEquals(1, run.err().lines().count(), run.err());
        assertTrue(run.err().contains("accepted: model, url, fedora-<version>"), run.err());
    }
}
