package org.repobench.workload;

/**
 * A workload whose members are independent of one another: after the setup requests, member {@code i}'s requests
 * touch only resources of its own and the containers the setup made, so members load in any order, and several at
 * once ({@link ConcurrentLoad}). Loaded one by one, in order, it sends the script's requests as the script did.
 */
interface MemberLoader extends WorkloadLoader {
    /** The script's setup requests, before any member. @return the path of the timed resource */
    String prepare(WorkloadWriter writer) throws Exception;

    /** The requests of member number {@code i} (from 0), created as {@code layout} says. */
    void loadMember(WorkloadWriter writer, int i, Layout layout) throws Exception;

    @Override
    default String load(WorkloadWriter writer, LoadProgress progress, int size, Layout layout) throws Exception {
        String timed = prepare(writer);
        for (int i = 0; i < size; i++) {
            loadMember(writer, i, layout);
            progress.loaded(i + 1, size);
        }
        return timed;
    }
}
