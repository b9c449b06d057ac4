package org.repobench.cli;

import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.repobench.fixture.CheckedOutFixture;
import org.repobench.fixture.Fixture;
import org.repobench.fixture.FixtureCache;
import org.repobench.store.Directories;
import org.repobench.store.FileStoreBackend;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/**
 * A test's own fixture cache, where the launcher keeps its fixtures and the managed Fedoras their data: a fresh
 * directory before each test, named to the launcher by {@link FixtureCache#DIRECTORY_PROPERTY}, forgotten and
 * deleted after it (its servers have stopped by then). Register it with
 * {@code @RegisterExtension final OwnFixtureCache fixtures = new OwnFixtureCache();}.
 */
public final class OwnFixtureCache implements BeforeEachCallback, AfterEachCallback {
    private Path directory;

    @Override
    public void beforeEach(ExtensionContext context) throws IOException {
        directory = Files.createTempDirectory("repobench-test-fixtures-");
        System.setProperty(FixtureCache.DIRECTORY_PROPERTY, directory.toString());
    }

    @Override
    public void afterEach(ExtensionContext context) throws IOException {
        System.clearProperty(FixtureCache.DIRECTORY_PROPERTY);
        Directories.delete(directory);
    }

    /** This test's fixture cache. */
    public Path directory() {
        return directory;
    }

    /**
     * Builds {@code built} on the file store in this cache and files its template under {@code claimed}'s key, as a
     * damaged cache would hand it out: a checkout of {@code claimed} then holds {@code built}'s data, and the
     * benchmark's own checks must find the wrong count (a cached template is not verified again when copied).
     */
    public void mislabel(Fixture built, Fixture claimed) throws Exception {
        try (CheckedOutFixture ignored = new FixtureCache(directory).checkout(built, new FileStoreBackend(),
                new PrintStream(OutputStream.nullOutputStream()))) {
            // built and verified; the copy goes
        }
        try (Stream<Path> files = Files.list(directory)) {
            Path template = files.filter(Files::isDirectory)
                    .filter(d -> d.getFileName().toString().endsWith("_" + built.key())).findFirst().orElseThrow();
            Files.move(template, template.resolveSibling(
                    template.getFileName().toString().replace(built.key(), claimed.key())));
        }
    }
}
