package org.repobench.workload;

/**
 * n-children.sh: N basic containers POSTed under one container, so behind four pairtree levels ({@link Layout#FLAT}:
 * PUT as named siblings directly under it).
 */
final class ChildrenLoader implements WorkloadLoader {
    @Override
    public String load(WorkloadWriter writer, LoadProgress progress, int size, Layout layout) throws Exception {
        WorkloadLoader.putEmpty(writer, Bodies.BASE);
        writer.put(Bodies.BASE, Bodies.testContainer());
        for (int i = 0; i < size; i++) {
            layout.create(writer, Bodies.BASE, "child" + i, Bodies.testContainer());
            progress.loaded(i + 1, size);
        }
        return Bodies.BASE;
    }
}
