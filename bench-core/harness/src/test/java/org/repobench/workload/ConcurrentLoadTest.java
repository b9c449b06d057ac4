package org.repobench.workload;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.repobench.fixture.FixtureVerificationException;
import org.repobench.ldp.FakeLdpServer;
import org.repobench.ldp.FedoraVocabulary;
import org.repobench.ldp.LdpClient;
import org.repobench.ldp.LdpServer;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Fixtures loaded by several threads over HTTP, against a server in memory: every member once, whatever the server
 * answered (a create it committed but answered 500, or answered too late for the client), the same verification
 * (exactly N) as one after another, a refusal no retry mends as the load's failure, and no loader thread left.
 */
class ConcurrentLoadTest {
    private static final int SIZE = 120;
    private static final int THREADS = 4;
    /** How long the impatient client waits for an answer. */
    private static final long WAIT_MILLIS = 1000;
    private static final WorkloadFixture FLAT = new WorkloadFixture(Workload.N_CHILDREN, SIZE, 42, Layout.FLAT);
    private static final WorkloadFixture PAIRTREE = new WorkloadFixture(Workload.N_CHILDREN, SIZE, 42);
    private static final String CONTAINER = LdpFixtures.CONTAINER + "/test";
    private static final String CHILDREN = "/rest/" + CONTAINER + Bodies.BASE;
    private static final Pattern MINTED = Pattern.compile(Pattern.quote(CHILDREN)
            + "/[0-9a-f]{8}-[0-9a-f-]{27}");

    private FakeLdpServer server;
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final PrintStream log = new PrintStream(out, true, StandardCharsets.UTF_8);

    @AfterEach
    void stop() {
        System.clearProperty(LoadThreads.SETTING);
        if (server != null) {
            server.close();
        }
        assertEquals(List.of(), loaderThreads(), "no loader thread outlives its load");
    }

    private static List<String> loaderThreads() {
        return Thread.getAllStackTraces().keySet().stream().filter(Thread::isAlive).map(Thread::getName)
                .filter(name -> name.startsWith(ConcurrentLoad.THREAD_NAME)).toList();
    }

    private LdpClient serve(MemoryLdp ldp) throws IOException {
        server = new FakeLdpServer(ldp, THREADS * 2);
        LdpClient client = server.client();
        client.put(CONTAINER, "", Map.of());
        return client;
    }

    private String load(LdpClient client, WorkloadFixture fixture) throws Exception {
        return new ServerLoad(client, fixture, CONTAINER, log, System::nanoTime).load(THREADS);
    }

    private long verifiedMembers(LdpClient client, WorkloadFixture fixture, String timed) throws Exception {
        HttpGet get = new HttpGet(client, CONTAINER + timed, fixture.workload(), PreferChoice.SCRIPT, fixture.size());
        long members = get.run();
        get.verify(members, "fixture " + fixture);
        return members;
    }

    @Test
    void namedChildrenLoadOnceEachAndVerifyExactlyN() throws Exception {
        MemoryLdp ldp = new MemoryLdp();
        LdpClient client = serve(ldp);
        String timed = load(client, FLAT);
        assertEquals(SIZE, verifiedMembers(client, FLAT, timed));
        for (int i = 0; i < SIZE; i++) {
            assertEquals(1, ldp.puts(CHILDREN + "/child" + i), "child" + i);
        }
        assertTrue(out.toString(StandardCharsets.UTF_8).contains(THREADS + " threads load its members"), out::toString);
    }

    /** Each POST without Slug a PUT where the server mints (read from one POST, whose container goes again). */
    @Test
    void postedChildrenArePutWhereTheServerWouldHaveMintedThem() throws Exception {
        MemoryLdp ldp = new MemoryLdp();
        LdpClient client = serve(ldp);
        String timed = load(client, PAIRTREE);
        assertEquals(SIZE, verifiedMembers(client, PAIRTREE, timed));
        assertEquals(SIZE, ldp.below(CHILDREN));
        long posts = server.requests().stream().filter(request -> request.method().equals("POST")).count();
        assertEquals(1, posts, "one POST, to read the shape of the server's names");
        assertFalse(ldp.has("/rest/" + CONTAINER + MintedNames.PROBE), "the probe's container is gone");
        server.requests().stream().filter(request -> request.method().equals("PUT")
                        && request.path().startsWith(CHILDREN + "/"))
                .forEach(request -> assertTrue(MINTED.matcher(request.path()).matches(), request.path()));
        assertTrue(out.toString(StandardCharsets.UTF_8).contains("(<uuid>)"), out::toString);
    }

    /** Fedora 4.7.5 on PostgreSQL answered 500 to creates it had committed: the retry finds them and sends nothing. */
    @Test
    void aCreateCommittedButRefusedIsNotSentAgain() throws Exception {
        MemoryLdp ldp = new MemoryLdp((path, attempt) -> path.matches(".*/child[0-9]*7") && attempt == 1
                ? new MemoryLdp.Reply(500, true) : MemoryLdp.Reply.CREATED);
        LdpClient client = serve(ldp);
        String timed = load(client, FLAT);
        assertEquals(SIZE, verifiedMembers(client, FLAT, timed));
        for (int i = 0; i < SIZE; i++) {
            assertEquals(1, ldp.puts(CHILDREN + "/child" + i), "child" + i + " was PUT once");
        }
        assertTrue(out.toString(StandardCharsets.UTF_8).contains("12 requests sent again (after 500: 12)"),
                out::toString);
    }

    /** A create refused before it took effect is sent again, once. */
    @Test
    void aCreateRefusedBeforeItTookEffectIsSentAgain() throws Exception {
        MemoryLdp ldp = new MemoryLdp((path, attempt) -> path.endsWith("/child5") && attempt == 1
                ? new MemoryLdp.Reply(503, false) : MemoryLdp.Reply.CREATED);
        LdpClient client = serve(ldp);
        String timed = load(client, FLAT);
        assertEquals(SIZE, verifiedMembers(client, FLAT, timed));
        assertEquals(2, ldp.puts(CHILDREN + "/child5"));
    }

    /** The client gave up waiting for an answer; the server had stored the child: the retry finds it there. */
    @Test
    void aCreateAnsweredTooLateIsNotSentAgain() throws Exception {
        MemoryLdp ldp = new MemoryLdp((path, attempt) -> path.endsWith("/child3") && attempt == 1
                ? new MemoryLdp.Reply(201, true, 3 * WAIT_MILLIS) : MemoryLdp.Reply.CREATED);
        LdpClient client = serve(ldp);
        String timed;
        try (LdpClient impatient = new LdpClient(new LdpServer(server.root(), Optional.empty(),
                FedoraVocabulary.FEDORA_4, "test server"), Duration.ofMillis(WAIT_MILLIS))) {
            timed = load(impatient, FLAT);
        }
        assertEquals(SIZE, verifiedMembers(client, FLAT, timed));
        assertEquals(1, ldp.puts(CHILDREN + "/child3"));
        assertTrue(out.toString(StandardCharsets.UTF_8).contains("no answer: "), out::toString);
    }

    /** Its requests are the first of their kind, which Fedora 4 cannot take twice at once: nothing runs beside it. */
    @Test
    void theFirstMemberLoadsAlone() throws Exception {
        MemoryLdp ldp = new MemoryLdp();
        LdpClient client = serve(ldp);
        load(client, FLAT);
        List<String> puts = ldp.puts().stream().filter(put -> put.contains(CHILDREN + "/")).toList();
        assertEquals(List.of("begin " + CHILDREN + "/child0", "end " + CHILDREN + "/child0"), puts.subList(0, 2),
                "answered before any other began: " + puts.subList(0, 6));
        assertEquals(2 * SIZE, puts.size());
    }

    @Test
    void aRefusalNoRetryMendsIsTheLoadsFailure() throws Exception {
        MemoryLdp ldp = new MemoryLdp((path, attempt) -> path.endsWith("/child9")
                ? new MemoryLdp.Reply(400, false) : MemoryLdp.Reply.CREATED);
        LdpClient client = serve(ldp);
        FixtureLoadException failed = assertThrows(FixtureLoadException.class, () -> load(client, FLAT));
        assertTrue(failed.getMessage().contains("member 9 of " + SIZE) && failed.getMessage().contains("400"),
                failed.getMessage());
        assertEquals(1, ldp.puts(CHILDREN + "/child9"), "a 400 is not retried");
    }

    @Test
    void aCreateRefusedOnEveryAttemptIsTheLoadsFailure() throws Exception {
        MemoryLdp ldp = new MemoryLdp((path, attempt) -> path.endsWith("/child11")
                ? new MemoryLdp.Reply(500, false) : MemoryLdp.Reply.CREATED);
        LdpClient client = serve(ldp);
        FixtureLoadException failed = assertThrows(FixtureLoadException.class, () -> load(client, FLAT));
        assertTrue(failed.getMessage().contains("member 11 of " + SIZE), failed.getMessage());
        assertEquals(NamedCreates.ATTEMPTS, ldp.puts(CHILDREN + "/child11"));
    }

    /** A member the server said it made but did not keep: the verification fails, as for a load one by one. */
    @Test
    void aWrongCountStillFailsTheFixture() throws Exception {
        MemoryLdp ldp = new MemoryLdp((path, attempt) -> path.endsWith("/child13")
                ? new MemoryLdp.Reply(201, false) : MemoryLdp.Reply.CREATED);
        server = new FakeLdpServer(ldp, THREADS * 2);
        System.setProperty(LoadThreads.SETTING, String.valueOf(THREADS));
        FixtureVerificationException wrong = assertThrows(FixtureVerificationException.class,
                () -> LdpFixtures.checkout(server.client(), FLAT, true, log));
        assertTrue(wrong.getMessage().contains("holds " + (SIZE - 1)) && wrong.getMessage().contains("exactly "
                + SIZE), wrong.getMessage());
        assertTrue(out.toString(StandardCharsets.UTF_8).contains(THREADS + " threads"), out::toString);
    }

    /** Through the fixtures' own entry, as a benchmark's setup calls it: loaded, verified, marked. */
    @Test
    void aCheckoutLoadsConcurrentlyAndMarksTheFixture() throws Exception {
        MemoryLdp ldp = new MemoryLdp();
        server = new FakeLdpServer(ldp, THREADS * 2);
        System.setProperty(LoadThreads.SETTING, String.valueOf(THREADS));
        String timed = LdpFixtures.checkout(server.client(), PAIRTREE, true, log);
        assertEquals(LdpFixtures.container(PAIRTREE) + Bodies.BASE, timed);
        assertTrue(ldp.has("/rest/" + LdpFixtures.container(PAIRTREE) + "/fixture"), "marked complete");
        assertEquals(SIZE, ldp.below("/rest/" + timed));
        assertTrue(out.toString(StandardCharsets.UTF_8).contains("loaded and verified"), out::toString);
    }

    @Test
    void oneThreadLoadsOneAfterAnotherWithTheScriptsPosts() throws Exception {
        MemoryLdp ldp = new MemoryLdp();
        LdpClient client = serve(ldp);
        String timed = new ServerLoad(client, PAIRTREE, CONTAINER, log, System::nanoTime).load(1);
        assertEquals(SIZE, verifiedMembers(client, PAIRTREE, timed));
        assertEquals(SIZE, server.requests().stream().filter(request -> request.method().equals("POST")).count());
    }
}
