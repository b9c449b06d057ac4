package org.repobench.crud;

import org.apache.commons.io.output.NullOutputStream;
import org.repobench.fixture.Fixture;
import org.repobench.fixture.FixtureLoad;
import org.repobench.fixture.FixtureVerificationException;
import org.repobench.repository.BenchRepository;
import org.repobench.repository.SharedView;
import org.repobench.repository.model.Vocabulary;
import org.repobench.repository.read.Prefer;
import org.repobench.repository.read.RdfFormat;

import java.util.concurrent.Callable;

/**
 * The parent the CRUD benchmarks write under, as FedoraCrudConcurrentIT wrote under the root: one container with
 * {@code existing} flat children already in it (PUT with names, like the test's POST with a Slug), so the cost of
 * a write can be measured against the size of the parent.
 */
record CrudFixture(int existing) implements Fixture {
    static final String PARENT = "/crud";

    CrudFixture {
        if (existing < 0) {
            throw new IllegalArgumentException("existing must be zero or more children, got " + existing);
        }
    }

    @Override
    public String key() {
        return "crud_e" + existing;
    }

    @Override
    public long seed() {
        return 0;   // every path is named: nothing is minted
    }

    @Override
    public String load(FixtureLoad load) throws Exception {
        load.writer().put(PARENT, "");
        for (int i = 0; i < existing; i++) {
            load.writer().put(PARENT + "/existing-" + i, "");
            load.loaded(i + 1, existing);
        }
        return PARENT;
    }

    @Override
    public void verify(BenchRepository repository, String root) throws Exception {
        verifyChildren(repository, root, existing, toString());
    }

    /**
     * The parent must list exactly {@code expected} children (ldp:contains), or the benchmark fails. ModeShape brings
     * a save into the view other sessions share asynchronously, and a GET is a new session: right after a save the
     * parent may still list what was just deleted. So a wrong count is read again, for up to 5 seconds, before it
     * fails the benchmark.
     */
    static void verifyChildren(BenchRepository repository, String parent, long expected, String what)
            throws Exception {
        verifyCount(() -> repository.get(parent, Prefer.DEFAULT, RdfFormat.NTRIPLES, NullOutputStream.INSTANCE,
                Vocabulary.LDP_CONTAINS).counted(), expected, what + ": " + parent + " has", "children (ldp:contains)");
    }

    /** Reads a count until it is {@code expected}, for up to 5 seconds (see {@link #verifyChildren}). */
    static void verifyCount(Callable<Long> count, long expected, String what, String things)
            throws Exception {
        if (!SharedView.settles(() -> count.call() == expected, 51, 100)) {
            requireExactly(count.call(), expected, what, things);
        }
    }

    /** Fails unless the count is {@code expected}: "{what} 3 {things}, expected exactly 4". */
    static void requireExactly(long counted, long expected, String what, String things) {
        if (counted != expected) {
            throw new FixtureVerificationException(what + " " + counted + " " + things + ", expected exactly "
                    + expected);
        }
    }

    @Override
    public String toString() {
        return "crud parent with " + existing + " existing children";
    }
}
