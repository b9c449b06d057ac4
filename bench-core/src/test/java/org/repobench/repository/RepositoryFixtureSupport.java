package org.repobench.repository;

import org.repobench.store.StoreKind;
import org.repobench.store.StoreLocation;

import java.nio.file.Path;

/** Opens a repository on the file store in a JUnit temp directory. */
final class RepositoryFixtureSupport {
    private RepositoryFixtureSupport() {
    }

    static BenchRepository openFileRepository(Path dir) {
        return openFileRepository(dir, RepositoryOptions.DEFAULTS);
    }

    static BenchRepository openFileRepository(Path dir, RepositoryOptions options) {
        return BenchRepository.open(StoreKind.FILE.backend(), new StoreLocation(dir, "test"), options);
    }
}
