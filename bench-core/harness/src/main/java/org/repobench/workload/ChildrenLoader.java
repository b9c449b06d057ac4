package org.repobench.workload;

import org.repobench.fixture.FixtureLoad;
import org.repobench.repository.write.ResourceWriter;

import javax.jcr.RepositoryException;

/**
 * n-children.sh: N basic containers POSTed under one container, so behind four pairtree levels ({@link Layout#FLAT}:
 * PUT as named siblings directly under it).
 */
final class ChildrenLoader implements WorkloadLoader {
    @Override
    public String load(FixtureLoad load, int size, Layout layout) throws RepositoryException {
        ResourceWriter writer = load.writer();
        WorkloadLoader.putEmpty(writer, Bodies.BASE);
        writer.put(Bodies.BASE, Bodies.testContainer());
        for (int i = 0; i < size; i++) {
            layout.create(writer, Bodies.BASE, "child" + i, Bodies.testContainer());
            load.loaded(i + 1, size);
        }
        return Bodies.BASE;
    }
}
