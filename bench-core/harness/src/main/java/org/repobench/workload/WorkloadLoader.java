package org.repobench.workload;

import org.repobench.fixture.FixtureLoad;
import org.repobench.repository.write.ResourceWriter;

import javax.jcr.RepositoryException;

/** Loads one workload's data through the repository's write API, as its script's load phase did. */
interface WorkloadLoader {
    /**
     * @param size how many members (children, links, values) the timed resource gets
     * @param layout how member resources are created; {@link WorkloadFixture} admits only PAIRTREE for workloads
     *               without member resources
     * @return the JCR path of the timed resource
     */
    String load(FixtureLoad load, int size, Layout layout) throws RepositoryException;

    /** The scripts' setup requests: an empty container PUT at each path, in order (unsaved). */
    static void putEmpty(ResourceWriter writer, String... paths) throws RepositoryException {
        for (String path : paths) {
            writer.put(path, Bodies.empty());
        }
    }
}
