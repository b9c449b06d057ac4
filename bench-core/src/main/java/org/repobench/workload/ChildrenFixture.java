package org.repobench.workload;

import org.repobench.repository.write.ResourceWriter;

import javax.jcr.RepositoryException;

/** n-children.sh: N basic containers POSTed under one container, so behind four pairtree levels. */
final class ChildrenFixture implements FixtureBuilder {
    @Override
    public String build(ResourceWriter writer, int size, Progress progress) throws RepositoryException {
        writer.put(Bodies.BASE, Bodies.empty());
        writer.put(Bodies.BASE, Bodies.testContainer());
        for (int i = 0; i < size; i++) {
            writer.post(Bodies.BASE, Bodies.testContainer());
            progress.memberBuilt(i + 1);
        }
        return Bodies.BASE;
    }
}
