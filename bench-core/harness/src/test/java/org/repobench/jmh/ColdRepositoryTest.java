package org.repobench.jmh;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repobench.api.Target;
import org.repobench.fixture.CheckedOutFixture;
import org.repobench.fixture.FixtureCache;
import org.repobench.fixture.FixtureVerificationException;
import org.repobench.repository.read.ReferenceLookup;
import org.repobench.repository.read.Traversal;
import org.repobench.store.FileStoreBackend;
import org.repobench.store.StoreKind;
import org.repobench.workload.Layout;
import org.repobench.workload.PreferChoice;
import org.repobench.workload.Workload;
import org.repobench.workload.WorkloadFixture;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The cold GET, its states set up as JMH sets them up, on a fixture cache whose 6-member template holds 5 members
 * (what a damaged cache would hand out): the GET throws, and JMH would run no teardown after it, so the GET itself
 * must close the repository and leave none of ModeShape's threads behind.
 */
class ColdRepositoryTest {
    private static final PrintStream QUIET = new PrintStream(new ByteArrayOutputStream());

    @TempDir
    Path cache;

    @AfterEach
    void forgetCache() {
        System.clearProperty(FixtureCache.DIRECTORY_PROPERTY);
    }

    @Test
    void aGetThatThrowsClosesTheRepository() throws Exception {
        System.setProperty(FixtureCache.DIRECTORY_PROPERTY, cache.toString());
        WorkloadFixture five = new WorkloadFixture(Workload.N_MEMBERS, 5, 42, Layout.PAIRTREE);
        try (CheckedOutFixture built = new FixtureCache(cache).checkout(five, new FileStoreBackend(), QUIET)) {
            assertTrue(!built.fromCache());
        }
        try (Stream<Path> files = Files.list(cache)) {
            Path template = files.filter(Files::isDirectory)
                    .filter(d -> d.getFileName().toString().endsWith("_" + five.key())).findFirst().orElseThrow();
            String six = new WorkloadFixture(Workload.N_MEMBERS, 6, 42, Layout.PAIRTREE).key();
            Files.move(template, template.resolveSibling(template.getFileName().toString().replace(five.key(), six)));
        }

        StoreUnderTest store = new StoreUnderTest();
        store.store = StoreKind.FILE;
        store.open();
        try {
            TargetUnderTest target = new TargetUnderTest();
            target.target = Target.MODEL.recorded();
            target.connect();
            WorkloadData data = new WorkloadData();
            data.workload = Workload.N_MEMBERS;
            data.size = 6;
            data.seed = 42;
            data.layout = Layout.PAIRTREE;
            data.prefer = PreferChoice.SCRIPT;
            data.checkout(store, target);
            LeverParams levers = new LeverParams();
            levers.parallel = false;
            levers.cacheSize = 10_000;
            levers.referenceLookup = ReferenceLookup.IDENTIFIER;
            levers.traversal = Traversal.ITERATE;

            ColdRepository cold = new ColdRepository();
            cold.remember(data, levers, target);
            Set<Thread> before = Thread.getAllStackTraces().keySet();
            cold.reopen();
            assertTrue(cold.isOpen());
            List<String> opened = newThreads(before);
            assertFalse(opened.isEmpty(), "ModeShape runs threads of its own");

            FixtureVerificationException wrong = assertThrows(FixtureVerificationException.class, cold::get);
            assertTrue(wrong.getMessage().contains("holds 5") && wrong.getMessage().contains("expected exactly 6")
                    && wrong.getMessage().contains("(cold)"), wrong.getMessage());
            assertFalse(cold.isOpen(), "closed by the GET that threw, before JMH saw the failure");
            long deadline = System.nanoTime() + 10_000_000_000L;
            while (!newThreads(before).isEmpty() && System.nanoTime() < deadline) {
                Thread.sleep(50);
            }
            assertEquals(List.of(), newThreads(before), "threads the repository started, opened: " + opened);
        } finally {
            store.close();
        }
    }

    /** The live threads, but the JVM's own common pool, that were not running {@code before}. */
    private static List<String> newThreads(Set<Thread> before) {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(thread -> thread.isAlive() && !before.contains(thread))
                .filter(thread -> !thread.getName().startsWith("ForkJoinPool.commonPool"))
                .map(Thread::getName).sorted().collect(Collectors.toList());
    }
}
