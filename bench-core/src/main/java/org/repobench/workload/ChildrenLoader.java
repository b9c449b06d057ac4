package org.repobench.workload;

import org.repobench.fixture.FixtureLoad;
import org.repobench.repository.write.ResourceWriter;

import javax.jcr.RepositoryException;

/** n-children.sh: N basic containers POSTed under one container, so behind four pairtree levels. */
final class ChildrenLoader implements WorkloadLoader {
    @Override
    public String load(FixtureLoad load, int size) throws RepositoryException {
        ResourceWriter writer = load.writer();
        writer.put(Bodies.BASE, Bodies.empty());
        writer.put(Bodies.BASE, Bodies.testContainer());
        for (int i = 0; i < size; i++) {
            writer.post(Bodies.BASE, Bodies.testContainer());
            load.loaded(i + 1, size);
        }
        return Bodies.BASE;
    }
}
