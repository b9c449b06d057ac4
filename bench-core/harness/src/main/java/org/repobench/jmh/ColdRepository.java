package org.repobench.jmh;

import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.repobench.repository.BenchRepository;
import org.repobench.repository.read.GetResult;

import javax.jcr.RepositoryException;

/**
 * The repository reopened on the same store before every iteration, so the measured GET is the first one after a
 * restart: ModeShape's node cache is empty (the operating system's file cache and database buffers are not). Use
 * with single-shot mode. Each GET is verified after it is measured.
 */
@State(Scope.Benchmark)
public class ColdRepository {
    private WorkloadData data;
    private RepositoryLevers levers;
    private BenchRepository repository;
    private GetResult last;

    @Setup(Level.Trial)
    public void remember(WorkloadData data, RepositoryLevers levers, TargetUnderTest target) {
        if (!target.isModel()) {
            // the launcher leaves these combinations out; a server would have to restart before every iteration
            throw new IllegalStateException("a cold GET does not apply to target " + target);
        }
        this.data = data;
        this.levers = levers;
    }

    @Setup(Level.Iteration)
    public void reopen() {
        last = null;
        repository = BenchRepository.open(data.copy().backend(), data.copy().location(), levers.options());
    }

    /** The measured operation. */
    public GetResult get() throws RepositoryException {
        return last = data.timedGet().run(repository);
    }

    @TearDown(Level.Iteration)
    public void verifyAndClose() {
        try {
            if (last != null) {
                data.timedGet().verify(last, data + " " + levers + " (cold)");
            }
        } finally {
            repository.close();
            repository = null;
        }
    }
}
