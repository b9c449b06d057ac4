package org.repobench.jmh;

import org.repobench.api.LeverRange;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.repobench.repository.RepositoryLevers;
import org.repobench.repository.read.ReferenceLookup;
import org.repobench.repository.read.Traversal;

/** The JMH params of the levers that change how the repository is opened, never its data. */
@State(Scope.Benchmark)
public class LeverParams {
    @Param({"false", "true"})
    public boolean parallel;

    @Param({"10000", "1000000"})
    @ParamRange(min = LeverRange.CACHE_SIZE_MIN, max = LeverRange.CACHE_SIZE_MAX)
    public int cacheSize;

    /** Fedora 4's lookup unless asked: {@code -p referenceLookup=IDENTIFIER,NODE_KEY} measures what it costs. */
    @Param({"IDENTIFIER"})
    public ReferenceLookup referenceLookup;

    /**
     * Fedora 4's node walk unless asked: {@code -p traversal=ITERATE,INDEXED} puts Fedora 6's index tables beside it.
     * Every fixture carries the index, so this only changes how the GET is computed.
     */
    @Param({"ITERATE"})
    public Traversal traversal;

    public RepositoryLevers levers() {
        return new RepositoryLevers(parallel, cacheSize, referenceLookup, traversal);
    }

    @Override
    public String toString() {
        return "parallel=" + parallel + " cacheSize=" + cacheSize + " referenceLookup=" + referenceLookup
                + " traversal=" + traversal;
    }
}
