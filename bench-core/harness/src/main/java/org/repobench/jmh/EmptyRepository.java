package org.repobench.jmh;

import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.repobench.repository.BenchRepository;
import org.repobench.repository.RepositoryLevers;
import org.repobench.repository.write.ResourceWriter;
import org.repobench.store.BinaryStoreKind;
import org.repobench.store.StoreBackend;
import org.repobench.store.StoreLocation;

import java.io.IOException;

/**
 * A repository on an empty location of the store under test, opened as Fedora 4 wrote (no membership index kept),
 * with one session to write with: where ingests on the model start. Removed with the store state at the end of the
 * trial.
 *
 * <p>{@code binaryStore} says where binaries go: FILE (beside the store, as Fedora's default configs), DATABASE
 * (ModeShape's database binary store on the JDBC store's own server) or S3 (ModeShape's S3 binary store on the
 * endpoint the launcher provisioned). The launcher runs only the combinations that apply: DATABASE on file or
 * LevelDB is reported as not applicable, never silently skipped. Ingests that store no binaries leave it at FILE.
 */
@State(Scope.Benchmark)
public class EmptyRepository {
    @Param({"FILE"})
    public BinaryStoreKind binaryStore;

    private StoreBackend backend;
    private StoreLocation location;
    private BenchRepository repository;
    private ResourceWriter writer;

    /** Nothing is opened when the target is a server: there the ingest writes over HTTP. */
    @Setup(Level.Trial)
    public void open(StoreUnderTest store, TargetUnderTest target) throws Exception {
        if (!target.isModel()) {
            return;
        }
        backend = store.backend().withBinaries(binaryStore);
        location = store.emptyLocation(backend);
        repository = BenchRepository.open(backend, location, RepositoryLevers.FEDORA_4_WRITES);
        writer = repository.writer(42);
    }

    public BenchRepository repository() {
        return repository;
    }

    public ResourceWriter writer() {
        return writer;
    }

    /** Bytes the store occupies now, binaries included (wherever they are kept). */
    public long bytesStored() throws IOException {
        return backend.bytesStored(location);
    }

    @TearDown(Level.Trial)
    public void close() throws Exception {
        TrialEnd.run(this::closeNow);
    }

    /** What {@link #close} hands to {@link TrialEnd}: it runs after the last iteration's costs are read. */
    private void closeNow() {
        if (repository != null) {
            writer.close();
            repository.close();
        }
    }
}
