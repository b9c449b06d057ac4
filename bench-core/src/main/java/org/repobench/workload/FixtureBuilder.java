package org.repobench.workload;

import org.repobench.repository.write.ResourceWriter;

import javax.jcr.RepositoryException;

/** Builds one workload's data through the repository's write API and names the resource whose GET is timed. */
interface FixtureBuilder {
    /**
     * @param size     how many members (children, links, values) the timed resource gets
     * @param progress called after each member so long builds can report
     * @return the JCR path of the timed resource
     */
    String build(ResourceWriter writer, int size, Progress progress) throws RepositoryException;

    /** Called once per member built; saves in batches and reports progress. */
    interface Progress {
        void memberBuilt(int done) throws RepositoryException;
    }
}
