package org.repobench.jmh;

import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.repobench.repository.BenchRepository;
import org.repobench.repository.read.GetResult;
import org.repobench.workload.TimedGet;

import javax.jcr.RepositoryException;

/**
 * The repository opened once per trial on the fixture. Setup runs the timed GET once and verifies it (this is also
 * the scripts' warm-up GET); every iteration's last GET is verified again, so a benchmark cannot pass on wrong data.
 */
@State(Scope.Benchmark)
public class WarmRepository {
    private BenchRepository repository;
    private TimedGet timedGet;
    private String label;
    private GetResult last;

    @Setup(Level.Trial)
    public void open(WorkloadData data, RepositoryLevers levers) throws RepositoryException {
        timedGet = data.timedGet();
        label = data + " " + levers;
        repository = BenchRepository.open(data.copy().backend(), data.copy().location(), levers.options());
        try {
            timedGet.verify(timedGet.run(repository), label);
        } catch (RuntimeException | RepositoryException e) {
            // JMH runs no teardown after a failed setup: an open engine's threads would keep the fork alive
            close();
            throw e;
        }
    }

    /** The measured operation. */
    public GetResult get() throws RepositoryException {
        return last = timedGet.run(repository);
    }

    @TearDown(Level.Iteration)
    public void verifyLastGet() {
        if (last != null) {
            timedGet.verify(last, label);
        }
    }

    @TearDown(Level.Trial)
    public void close() {
        if (repository != null) {
            repository.close();
            repository = null;
        }
    }
}
