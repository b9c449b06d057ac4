package org.repobench.run;

import com.sun.net.httpserver.HttpExchange;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.repobench.ldp.FakeLdpServer;
import org.repobench.ldp.LdpClient;
import org.repobench.workload.LdpFixtures;
import org.repobench.workload.Workload;
import org.repobench.workload.WorkloadFixture;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentSkipListSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A Fedora of the user's own, given by URL: the run's container goes at the end if the run made it, with everything
 * loaded below it, and the user's own resources stay; where it was there before, only the pass's fixtures go.
 */
class LeftAsFoundTest {
    private static final WorkloadFixture FIXTURE = new WorkloadFixture(Workload.N_MEMBERS, 20, 42);
    private static final String USERS = "/rest/collections/theirs";
    private final Set<String> stored = new ConcurrentSkipListSet<>();
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final PrintStream log = new PrintStream(out, true, StandardCharsets.UTF_8);
    private FakeLdpServer server;

    /** Stores what is PUT, finds it with HEAD, deletes it and all below it; tombstones are answered 404. */
    private void serve(String... paths) throws IOException {
        stored.addAll(List.of(paths));
        server = new FakeLdpServer(this::answer);
    }

    private void answer(HttpExchange exchange) throws IOException {
        String path = exchange.getRequestURI().getPath();
        switch (exchange.getRequestMethod()) {
            case "PUT" -> {
                stored.add(path);
                FakeLdpServer.respond(exchange, 201, "");
            }
            case "DELETE" -> {
                boolean there = stored.removeIf(p -> p.equals(path) || p.startsWith(path + "/"));
                FakeLdpServer.respond(exchange, there ? 204 : 404, "");
            }
            default -> FakeLdpServer.respond(exchange, stored.contains(path) ? 200 : 404, "");
        }
    }

    @AfterEach
    void stop() {
        server.close();
    }

    /** What a pass loads: the fixture under the run's container, and a write benchmark's container beside it. */
    private void load() {
        LdpClient client = server.client();
        client.put(LdpFixtures.CONTAINER, "", Map.of());
        client.put(LdpFixtures.container(FIXTURE), "", Map.of());
        client.put(LdpFixtures.container(FIXTURE) + "/bench/objects", "", Map.of());
        client.put(LdpFixtures.CONTAINER + "/crud", "", Map.of());
    }

    @Test
    void theContainerTheRunMadeGoesWithAllBelowIt() throws IOException {
        serve(USERS);
        LeftAsFound found = LeftAsFound.look(server.client().server());
        load();
        found.restore(false, List.of(FIXTURE), log);
        assertEquals(Set.of(USERS), new TreeSet<>(stored), "the user's data only, as it was");
        assertTrue(out.toString(StandardCharsets.UTF_8).contains("removed " + server.root() + LdpFixtures.CONTAINER
                + ", which this run made"), out::toString);
    }

    @Test
    void aContainerThatWasThereLosesOnlyThePassesFixtures() throws IOException {
        String kept = "/rest/" + LdpFixtures.CONTAINER + "/n_children_1000_s42";
        serve(USERS, "/rest/" + LdpFixtures.CONTAINER, kept);
        LeftAsFound found = LeftAsFound.look(server.client().server());
        load();
        found.restore(false, List.of(FIXTURE), log);
        assertEquals(new TreeSet<>(Set.of(USERS, "/rest/" + LdpFixtures.CONTAINER, kept,
                "/rest/" + LdpFixtures.CONTAINER + "/crud")), new TreeSet<>(stored));
    }

    @Test
    void keptFixturesStay() throws IOException {
        serve(USERS);
        LeftAsFound found = LeftAsFound.look(server.client().server());
        load();
        found.restore(true, List.of(FIXTURE), log);
        assertTrue(stored.contains("/rest/" + LdpFixtures.container(FIXTURE)));
        assertTrue(out.toString(StandardCharsets.UTF_8).contains("fixtures kept on"), out::toString);
    }
}
