package org.repobench.crud;

import org.junit.jupiter.api.Test;
import org.repobench.fixture.FixtureVerificationException;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Two servers as one CRUD target: creates in turn, every later request where the resource is, each parent checked. */
class SideBySideCrudTest {
    private static final String PARENT = "repobench/crud";

    /** A server in memory: the children its parent lists beyond the existing ones, and every request it was sent. */
    private static class Server implements CrudTarget {
        final Set<String> children = new LinkedHashSet<>();
        final List<String> requests = new ArrayList<>();
        boolean closed;

        @Override
        public String parent() {
            return PARENT;
        }

        @Override
        public Session session(long threadSeed) {
            return new Session() {
                @Override
                public String create(String path) {
                    requests.add("create " + path);
                    children.add(path);
                    return path;
                }

                @Override
                public boolean update(String path) {
                    requests.add("update " + path);
                    return children.contains(path);
                }

                @Override
                public long retrieve(String path) {
                    requests.add("retrieve " + path);
                    return 1;
                }

                @Override
                public boolean delete(String path) {
                    requests.add("delete " + path);
                    return children.remove(path);
                }

                @Override
                public String prepare(String path) {
                    children.add(path);
                    return path;
                }
            };
        }

        @Override
        public OptionalLong bytesStored() {
            return OptionalLong.of(100);
        }

        @Override
        public Set<String> verify(Map<String, Boolean> gone) {
            return Set.of();
        }

        @Override
        public void remove(Map<String, Boolean> gone) {
            children.removeAll(gone.keySet());
        }

        @Override
        public void verifyChildren(long expected, String when) {
            if (children.size() + 2 != expected) {
                throw new FixtureVerificationException(when + ": " + expected + " expected, " + (children.size() + 2)
                        + " there");
            }
        }

        @Override
        public void close() {
            closed = true;
        }
    }

    private final Server target = new Server();
    private final Server second = new Server();
    private final SideBySideCrud sideBySide = new SideBySideCrud(target, second, 2);

    @Test
    void createsGoToEachServerInTurnAndTheRestWhereTheResourceIs() throws Exception {
        CrudTarget.Session session = sideBySide.session(1);
        for (String path : List.of("a", "b", "c", "d")) {
            assertEquals(path, session.create(path));
        }
        assertEquals(Set.of("a", "c"), target.children, "the target first");
        assertEquals(Set.of("b", "d"), second.children);
        sideBySide.verifyChildren(2 + 4, "after four creates");
        assertTrue(session.update("b") && session.delete("c"));
        assertEquals(1, session.retrieve("d"));
        assertEquals(List.of("create a", "create c", "delete c"), target.requests);
        assertEquals(List.of("create b", "create d", "update b", "retrieve d"), second.requests);

        sideBySide.remove(Map.of("a", false, "b", false, "c", true, "d", false));
        sideBySide.verifyChildren(2, "after the removal");
        assertEquals(Set.of(), target.children);
        assertEquals(Set.of(), second.children);
        assertEquals(OptionalLong.empty(), sideBySide.bytesStored(), "two servers' growth is neither's");
        sideBySide.close();
        assertTrue(target.closed && second.closed);
    }

    @Test
    void aServerWhoseParentHoldsTooFewOrTooManyFailsTheBenchmark() throws Exception {
        CrudTarget.Session session = sideBySide.session(1);
        session.create("a");
        session.create("b");
        second.children.add("stray");
        FixtureVerificationException wrong = assertThrows(FixtureVerificationException.class,
                () -> sideBySide.verifyChildren(4, "after two creates"));
        assertTrue(wrong.getMessage().contains("after two creates (the side-by-side server): 3 expected, 4 there"),
                wrong.getMessage());

        IllegalStateException miscounted = assertThrows(IllegalStateException.class,
                () -> sideBySide.verifyChildren(5, "after two creates"));
        assertTrue(miscounted.getMessage().contains("5 children expected under repobench/crud, but 2 there before"
                + " and 2 made on the two servers"), miscounted.getMessage());
    }

    @Test
    void aResourceMadeOnNeitherServerIsABugNotARequest() throws Exception {
        IllegalStateException unknown = assertThrows(IllegalStateException.class,
                () -> sideBySide.session(1).update("never-made"));
        assertTrue(unknown.getMessage().contains("never-made was made on neither server"), unknown.getMessage());
        assertEquals(List.of(), target.requests);
        assertEquals(List.of(), second.requests);
    }

    @Test
    void twoServersWriteUnderOneParent() {
        Server elsewhere = new Server() {
            @Override
            public String parent() {
                return "repobench/other";
            }
        };
        assertThrows(IllegalArgumentException.class, () -> new SideBySideCrud(target, elsewhere, 0));
    }
}
