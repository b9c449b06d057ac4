package org.repobench.versioning;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.repobench.fixture.FixtureVerificationException;
import org.repobench.jmh.ServerWatch;
import org.repobench.ldp.LdpClient;
import org.repobench.ldp.LdpException;
import org.repobench.ldp.FedoraVocabulary;
import org.repobench.ldp.fedora.FedoraBuild;
import org.repobench.ldp.fedora.TestBuilds;
import org.repobench.ldp.fedora.ServerTuning;
import org.repobench.ldp.fedora.TestFedoras;
import org.repobench.workload.LdpWorkloadWriter;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Versions over HTTP on both Fedoras the suite starts (one start of each per class, file store): a new version of a
 * tree holds every descendant of each type and can be read back, as each server makes it (Fedora 4.7.5 a labelled
 * version, the container's only one, which holds POSTed children at their whole pairtree paths; Fedora 6.1.0 one
 * memento more); a version missing a descendant, a POSTed one too, fails the check, as does a second version; the
 * versioning param makes exactly its resources versionable on 4.7.5; 6.1.0 with auto-versioning off makes a memento
 * only when asked; on 6.1.0 a tree may be one archival group, versioned whole; the trees and their container go with
 * their tombstones.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class VersionsOverHttpTest {
    private static final int DESCENDANTS = 3;
    private static final String HAS_VERSIONS = "http://fedora.info/definitions/v4/repository#hasVersions";
    private static final String LDP_CONTAINS = "http://www.w3.org/ns/ldp#contains";

    @RegisterExtension
    static final TestFedoras FEDORAS = new TestFedoras();

    private LdpClient client(FedoraBuild version) {
        return new LdpClient(FEDORAS.of(version).server());
    }

    static List<FedoraBuild> builds() {
        return TestBuilds.values();
    }

    static Stream<Arguments> serversAndTypes() {
        return TestBuilds.values().stream().flatMap(version -> Arrays.stream(DescendantType.values())
                .map(type -> Arguments.of(version, type)));
    }

    @ParameterizedTest(name = "{1} on {0}")
    @MethodSource("serversAndTypes")
    void aNewVersionListsEveryDescendantAndTheTreeGoesAfterwards(FedoraBuild version, DescendantType type)
            throws Exception {
        try (LdpClient client = client(version)) {
            HttpVersioning target = HttpVersioning.open(client, ServerWatch.none(), new TreeRequests(type, 1),
                    DESCENDANTS, Versionable.TRUE, false);
            target.freshTree();
            String made = target.newVersion("v1").toString();
            assertTrue(made.contains("/fcr:versions/"), made);
            VersioningTarget.Outcome outcome = target.readBack("v1");
            assertEquals(DESCENDANTS, outcome.expected(), outcome.toString());
            assertEquals(DESCENDANTS, outcome.listed(), made);
            if (type == DescendantType.CHILD && version.vocabulary().namesVersions()) {
                assertTrue(target.descendantPaths().stream().allMatch(path -> path.split("/").length > 2),
                        "POSTed behind pairtree nodes: " + target.descendantPaths());
            }
            assertEquals(1, outcome.versions(), outcome.toString());
            assertDoesNotThrow(() -> outcome.requireExactly("the tree"));
            assertTrue(target.measured().get(VersionedTreeFixture.CREATION_MS) > 0, target.measured().toString());

            String tree = target.tree();
            target.discardTree();
            assertEquals(404, client.status(tree), "deleted with its tombstone");
            target.close();
            assertFalse(client.exists(HttpVersioning.CONTAINER));
        }
    }

    @ParameterizedTest
    @MethodSource("builds")
    void aVersionMissingADescendantFailsTheCheck(FedoraBuild version) throws Exception {
        try (LdpClient client = client(version)) {
            HttpVersioning target = HttpVersioning.open(client, ServerWatch.none(),
                    new TreeRequests(DescendantType.NAMED, 1), DESCENDANTS, Versionable.TRUE, false);
            target.freshTree();
            client.deleteWithTombstone(target.tree() + "/child-1");
            target.newVersion("v1");
            VersioningTarget.Outcome outcome = target.readBack("v1");
            FixtureVerificationException wrong = assertThrows(FixtureVerificationException.class,
                    () -> outcome.requireExactly("the tree"));
            assertTrue(wrong.getMessage().contains("holds 2 of its descendants"), wrong.getMessage());
            target.discardTree();
            target.close();
        }
    }

    /**
     * Fedora 4.7.5 holds POSTed children at their whole pairtree paths below the version: one deleted before it is
     * missed, although the version still lists a first-level pairtree node for each of the others.
     */
    @Test
    void aVersionMissingAPostedChildFailsTheCheckOnFedora475() throws Exception {
        try (LdpClient client = client(TestBuilds.FEDORA_4_7_5)) {
            HttpVersioning target = HttpVersioning.open(client, ServerWatch.none(),
                    new TreeRequests(DescendantType.CHILD, 1), DESCENDANTS, Versionable.TRUE, false);
            target.freshTree();
            client.deleteWithTombstone(target.tree() + target.descendantPaths().get(1));
            target.newVersion("v1");
            VersioningTarget.Outcome outcome = target.readBack("v1");
            assertEquals(DESCENDANTS - 1, outcome.listed(), outcome.toString());
            FixtureVerificationException wrong = assertThrows(FixtureVerificationException.class,
                    () -> outcome.requireExactly("the tree"));
            assertTrue(wrong.getMessage().contains("holds 2 of its descendants"), wrong.getMessage());
            target.discardTree();
            target.close();
        }
    }

    /**
     * The timed request must make exactly one version: a second one made beside it (on Fedora 6.1.0 a second later,
     * as a memento is named by its second) fails the check on both servers.
     */
    @ParameterizedTest
    @MethodSource("builds")
    void aSecondVersionFailsTheCount(FedoraBuild version) throws Exception {
        try (LdpClient client = client(version)) {
            HttpVersioning target = HttpVersioning.open(client, ServerWatch.none(),
                    new TreeRequests(DescendantType.NAMED, 1), DESCENDANTS, Versionable.TRUE, false);
            target.freshTree();
            target.newVersion("v0");
            Thread.sleep(1100);
            target.newVersion("v1");
            VersioningTarget.Outcome outcome = target.readBack("v1");
            assertEquals(2, outcome.versions(), outcome.toString());
            FixtureVerificationException wrong = assertThrows(FixtureVerificationException.class,
                    () -> outcome.requireExactly("the tree"));
            assertTrue(wrong.getMessage().contains("made 2 version(s)"), wrong.getMessage());
            target.discardTree();
            target.close();
        }
    }

    /**
     * On Fedora 6.1.0 a tree may be an archival group: the container names itself one, its descendants join it (one
     * of them cannot be versioned alone, 409), and the group's version lists every descendant; Fedora 4.7.5 has none,
     * and a writer asked to make one there fails rather than make a plain container.
     */
    @ParameterizedTest
    @EnumSource(DescendantType.class)
    void aTreeThatIsAnArchivalGroupIsVersionedWhole(DescendantType type) throws Exception {
        try (LdpClient client = client(TestBuilds.FEDORA_6_1_0)) {
            HttpVersioning target = HttpVersioning.open(client, ServerWatch.none(), new TreeRequests(type, 1),
                    DESCENDANTS, Versionable.TRUE, true);
            target.freshTree();
            String tree = target.tree();
            assertTrue(client.types(tree).contains(FedoraVocabulary.ARCHIVAL_GROUP), client.types(tree).toString());
            String member = firstChild(client, tree);
            LdpException alone = assertThrows(LdpException.class, () -> client.post(member + "/fcr:versions", ""));
            assertEquals(OptionalInt.of(409), alone.status(), alone.getMessage());
            target.newVersion("v1");
            VersioningTarget.Outcome outcome = target.readBack("v1");
            assertEquals(DESCENDANTS, outcome.listed(), outcome.toString());
            assertDoesNotThrow(() -> outcome.requireExactly("the archival group"));
            target.discardTree();
            assertEquals(404, client.status(tree), "deleted with its tombstone");
            target.close();
        }
    }

    @Test
    void fedora475MakesNoArchivalGroupAndTheWriterSaysSo() {
        try (LdpClient client = client(TestBuilds.FEDORA_4_7_5)) {
            assertFalse(client.server().hasArchivalGroups());
            LdpWorkloadWriter writer = new LdpWorkloadWriter(client, "archival-group");
            RuntimeException refused = assertThrows(RuntimeException.class, () -> writer.putArchivalGroup("", ""));
            assertTrue(refused.getMessage().contains("archival-group"), refused.getMessage());
            if (client.exists("archival-group")) {
                client.deleteWithTombstone("archival-group");
            }
        }
    }

    private static String firstChild(LdpClient client, String path) {
        String triples = new String(client.get(path, LdpClient.N_TRIPLES, null).body(), StandardCharsets.UTF_8);
        return triples.lines().filter(line -> line.contains(LDP_CONTAINS)).findFirst()
                .map(line -> line.substring(line.lastIndexOf('<') + 1, line.lastIndexOf('>'))).orElseThrow();
    }

    /**
     * Fedora 6.1.0 started with auto-versioning off (the {@code autoVersioning} lever) makes a memento only when
     * asked; with its default, on every write.
     */
    @Test
    void fedora610WithAutoVersioningOffMakesAMementoOnlyWhenAsked() throws Exception {
        try (LdpClient offClient = new LdpClient(FEDORAS.of(TestBuilds.FEDORA_6_1_0,
                ServerTuning.DEFAULTS.autoVersioning(false)).server());
             LdpClient onClient = client(TestBuilds.FEDORA_6_1_0)) {
            for (LdpClient client : List.of(offClient, onClient)) {
                client.put("auto", "", Map.of());
            }
            assertEquals(0, mementos(offClient, "auto"), "no memento of a write");
            assertEquals(1, mementos(onClient, "auto"), "a memento of the write");
            offClient.post("auto/fcr:versions", "", Map.of());
            assertEquals(1, mementos(offClient, "auto"), "the one asked for");
            for (LdpClient client : List.of(offClient, onClient)) {
                client.deleteWithTombstone("auto");
            }
        }
    }

    private static long mementos(LdpClient client, String path) {
        String timemap = new String(client.get(path + "/fcr:versions", "application/link-format", null).body(),
                StandardCharsets.UTF_8);
        return timemap.lines().filter(line -> line.contains("rel=\"memento\"")).count();
    }

    /** Fedora 4.7.5 versions only what was made versionable: half makes the container and every other one so. */
    @Test
    void halfVersionableOnFedora475MakesTheContainerAndEveryOtherDescendantVersionable() throws Exception {
        try (LdpClient client = client(TestBuilds.FEDORA_4_7_5)) {
            HttpVersioning target = HttpVersioning.open(client, ServerWatch.none(),
                    new TreeRequests(DescendantType.NAMED, 1), DESCENDANTS, Versionable.HALF, false);
            target.freshTree();
            String tree = target.tree();
            assertEquals(1, client.count(tree, null, HAS_VERSIONS).triples(), "the container");
            for (int i = 0; i < DESCENDANTS; i++) {
                assertEquals(i % 2 == 0 ? 1 : 0, client.count(tree + "/child-" + i, null, HAS_VERSIONS).triples(),
                        "child-" + i);
            }
            assertTrue(target.measured().containsKey(VersionedTreeFixture.ENABLE_MS));
            target.discardTree();
            target.close();
        }
    }
}
