package org.repobench.jmh;

import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.repobench.repository.BenchRepository;
import org.repobench.repository.RepositoryOptions;
import org.repobench.repository.write.ResourceWriter;
import org.repobench.store.StoreLocation;

import java.io.IOException;

/**
 * A repository on an empty location of the store under test, with Fedora's default options and one session to
 * write with: where ingests start. Removed with the store state at the end of the trial.
 */
@State(Scope.Benchmark)
public class EmptyRepository {
    private StoreUnderTest store;
    private StoreLocation location;
    private BenchRepository repository;
    private ResourceWriter writer;

    @Setup(Level.Trial)
    public void open(StoreUnderTest store) throws Exception {
        this.store = store;
        location = store.emptyLocation();
        repository = BenchRepository.open(store.backend(), location, RepositoryOptions.DEFAULTS);
        writer = repository.writer(42);
    }

    public BenchRepository repository() {
        return repository;
    }

    public ResourceWriter writer() {
        return writer;
    }

    /** Bytes the store occupies now. */
    public long bytesStored() throws IOException {
        return store.bytesStored(location);
    }

    @TearDown(Level.Trial)
    public void close() {
        writer.close();
        repository.close();
    }
}
