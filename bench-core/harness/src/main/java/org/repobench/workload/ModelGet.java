package org.repobench.workload;

import org.repobench.repository.BenchRepository;

/** The timed GET in process: the model's representation, serialized as the scripts asked for it. */
public record ModelGet(TimedGet timedGet, BenchRepository repository) implements WorkloadGet {
    @Override
    public long run() throws Exception {
        return timedGet.run(repository).counted();
    }

    @Override
    public void verify(long members, String what) {
        timedGet.verify(members, what);
    }
}
