package org.repobench.versioning;

import org.repobench.fixture.CheckedOutFixture;
import org.repobench.jmh.StoreUnderTest;
import org.repobench.repository.BenchRepository;
import org.repobench.repository.RepositoryLevers;
import org.repobench.repository.model.Vocabulary;
import org.repobench.repository.version.ResourceVersions;

import java.util.Map;
import java.util.OptionalLong;

/**
 * The versioned tree on the model: a fresh copy of its fixture for every version, its size measured with the store
 * closed, before the version and after it.
 */
final class ModelVersioning implements VersioningTarget {
    private final StoreUnderTest store;
    private final VersionedTreeFixture fixture;
    private CheckedOutFixture copy;
    private BenchRepository repository;
    private ResourceVersions versions;
    private long bytesBefore;

    ModelVersioning(StoreUnderTest store, VersionedTreeFixture fixture) {
        this.store = store;
        this.fixture = fixture;
    }

    @Override
    public void freshTree() throws Exception {
        copy = store.checkout(fixture);
        open().close();   // the first opening writes what every opening of a new copy writes: not the version's
        bytesBefore = store.bytesStored(copy.location());
        repository = open();
        versions = repository.versions();
    }

    private BenchRepository open() {
        return BenchRepository.open(store.backend(), copy.location(), RepositoryLevers.DEFAULTS);
    }

    @Override
    public Object newVersion(String label) throws Exception {
        return versions.createVersion(copy.root(), label);
    }

    @Override
    public Outcome readBack(String label) throws Exception {
        long listed;
        int made;
        try {
            listed = versions.read(copy.root(), label).stream()
                    .filter(triple -> triple.getPredicate().equals(Vocabulary.LDP_CONTAINS)).count();
            made = versions.list(copy.root()).size();
        } finally {
            versions.close();
            repository.close();
        }
        return new Outcome(listed, fixture.descendants(), made, OptionalLong.of(bytesBefore),
                OptionalLong.of(store.bytesStored(copy.location()) - bytesBefore));
    }

    @Override
    public Map<String, Double> measured() {
        return copy.measured();
    }

    @Override
    public void discardTree() throws Exception {
        copy.close();
    }

    /** The store's own state goes with {@link StoreUnderTest}. */
    @Override
    public void close() {
    }
}
