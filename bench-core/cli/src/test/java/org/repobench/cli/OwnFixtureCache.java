package org.repobench.cli;

import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.repobench.fixture.FixtureCache;
import org.repobench.store.Directories;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

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
}
