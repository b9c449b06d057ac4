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
 * The repository reopened on the same store before every iteration, so the measured GET is the first one after a
 * restart: ModeShape's node cache is empty (the operating system's file cache and database buffers are not). Use
 * with single-shot mode. Each GET is verified as soon as it has been timed; a GET that fails, or holds a wrong count,
 * closes the repository before the failure propagates (JMH runs no teardown after a benchmark has thrown, and
 * ModeShape's threads would keep the fork alive).
 */
@State(Scope.Benchmark)
public class ColdRepository {
    private WorkloadData data;
    private LeverParams levers;
    private TimedGet timedGet;
    private String label;
    private BenchRepository repository;

    @Setup(Level.Trial)
    public void remember(WorkloadData data, LeverParams levers, TargetUnderTest target) {
        if (!target.isModel()) {
            // the launcher leaves these combinations out; a server would have to restart before every iteration
            throw new IllegalStateException("a cold GET does not apply to target " + target);
        }
        this.data = data;
        this.levers = levers;
        timedGet = data.timedGet();
        label = data + " " + levers + " (cold)";
    }

    @Setup(Level.Iteration)
    public void reopen() {
        repository = BenchRepository.open(data.copy().backend(), data.copy().location(), levers.levers());
    }

    /** The measured operation, verified. */
    public GetResult get() throws RepositoryException {
        try {
            return timedGet.verify(timedGet.run(repository), label);
        } catch (RepositoryException | RuntimeException e) {
            close();
            throw e;
        }
    }

    /** Whether a repository is open: between an iteration's setup and its teardown, or a GET's failure. */
    boolean isOpen() {
        return repository != null;
    }

    @TearDown(Level.Iteration)
    public void close() {
        if (repository != null) {
            repository.close();
            repository = null;
        }
    }
}
