package org.repobench.versioning;

import org.repobench.fixture.CheckedOutFixture;
import org.repobench.jmh.StoreUnderTest;
import org.repobench.repository.BenchRepository;
import org.repobench.repository.RepositoryLevers;
import org.repobench.repository.model.Vocabulary;
import org.repobench.repository.version.ResourceVersions;

import java.util.OptionalLong;

/** The many-versions container on the model: one copy of its fixture, open for the whole trial. */
final class ModelHistory implements History {
    private final StoreUnderTest store;
    private final CheckedOutFixture copy;
    private final BenchRepository repository;
    private final ResourceVersions versions;

    private ModelHistory(StoreUnderTest store, CheckedOutFixture copy, BenchRepository repository,
                         ResourceVersions versions) {
        this.store = store;
        this.copy = copy;
        this.repository = repository;
        this.versions = versions;
    }

    static ModelHistory open(StoreUnderTest store, VersionedTreeFixture fixture) throws Exception {
        CheckedOutFixture copy = store.checkout(fixture);
        BenchRepository repository = BenchRepository.open(store.backend(), copy.location(), RepositoryLevers.DEFAULTS);
        return new ModelHistory(store, copy, repository, repository.versions());
    }

    /** Versions are named: nothing to wait for. */
    @Override
    public void beforeVersion() {
    }

    @Override
    public Object newVersion(String label) throws Exception {
        return versions.createVersion(copy.root(), label);
    }

    @Override
    public long list() throws Exception {
        return versions.list(copy.root()).size();
    }

    @Override
    public long readOldest() throws Exception {
        return versions.read(copy.root(), LongHistory.OLDEST).stream()
                .filter(triple -> triple.getPredicate().equals(Vocabulary.LDP_CONTAINS)).count();
    }

    /** With the repository open, as the ingests measure it. */
    @Override
    public OptionalLong bytesStored() throws Exception {
        return OptionalLong.of(store.bytesStored(copy.location()));
    }

    @Override
    public void close() throws Exception {
        try (copy) {
            versions.close();
            repository.close();
        }
    }
}
