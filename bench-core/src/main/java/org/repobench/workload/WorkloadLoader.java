package org.repobench.workload;

import org.repobench.fixture.FixtureLoad;

import javax.jcr.RepositoryException;

/** Loads one workload's data through the repository's write API, as its script's load phase did. */
interface WorkloadLoader {
    /**
     * @param size how many members (children, links, values) the timed resource gets
     * @return the JCR path of the timed resource
     */
    String load(FixtureLoad load, int size) throws RepositoryException;

    /** The same, creating member resources in the given layout; loaders without member resources take PAIRTREE. */
    default String load(FixtureLoad load, int size, Layout layout) throws RepositoryException {
        if (layout != Layout.PAIRTREE) {
            throw new IllegalArgumentException("layout " + layout + " does not apply to this workload");
        }
        return load(load, size);
    }
}
