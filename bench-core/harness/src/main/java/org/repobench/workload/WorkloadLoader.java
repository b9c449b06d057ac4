package org.repobench.workload;

/** Loads one workload's data with the requests its script's load phase sent, on any target. */
interface WorkloadLoader {
    /**
     * @param progress told after each member: the model saves its batch there, every target reports progress
     * @param size     how many members (children, links, values) the timed resource gets
     * @param layout   how member resources are created; {@link WorkloadFixture} admits only PAIRTREE for workloads
     *                 without member resources
     * @return the path of the timed resource
     */
    String load(WorkloadWriter writer, LoadProgress progress, int size, Layout layout) throws Exception;

    /** The scripts' setup requests: an empty container PUT at each path, in order. */
    static void putEmpty(WorkloadWriter writer, String... paths) throws Exception {
        for (String path : paths) {
            writer.put(path, Bodies.empty());
        }
    }

    /** Told after each unit of a load. */
    @FunctionalInterface
    interface LoadProgress {
        void loaded(int done, int total) throws Exception;
    }
}
