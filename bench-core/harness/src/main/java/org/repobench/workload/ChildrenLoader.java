package org.repobench.workload;

/**
 * n-children.sh: N basic containers POSTed under one container, so behind four pairtree levels ({@link Layout#FLAT}:
 * PUT as named siblings directly under it).
 */
final class ChildrenLoader implements MemberLoader {
    @Override
    public String prepare(WorkloadWriter writer) throws Exception {
        WorkloadLoader.putEmpty(writer, Bodies.BASE);
        writer.put(Bodies.BASE, Bodies.testContainer());
        return Bodies.BASE;
    }

    @Override
    public void loadMember(WorkloadWriter writer, int i, Layout layout) throws Exception {
        layout.create(writer, Bodies.BASE, "child" + i, Bodies.testContainer());
    }
}
