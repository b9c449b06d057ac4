package org.repobench.crud;

import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.ThreadParams;
import org.repobench.workload.MembersLoader;

/**
 * One writer thread's member beside the readers, with the thread's own session and seed: each call adds a member
 * (object and proxy, as n-members.sh did) or removes the one it added (both deleted, tombstones too), so the
 * collection stays within one member per writer of its size and the store does not grow. It has no teardown: JMH may
 * run the shared state's teardown while this thread is still in its own, so {@link MembersUnderWrite} removes what
 * is left.
 */
@State(Scope.Thread)
public class TransientMember {
    private MembersUnderWrite collection;
    private MembersTarget.Writer writer;
    private int next;

    @Setup(Level.Trial)
    public void open(MembersUnderWrite collection, ThreadParams thread) throws Exception {
        this.collection = collection;
        writer = collection.writer(1_000_003L * (thread.getThreadIndex() + 1));
        next = collection.members + 1_000_000 * (thread.getThreadIndex() + 1);
    }

    /** The measured write: the member added, or removed if it is there. @return whether it completed */
    boolean addOrRemove() throws Exception {
        MembersLoader.Member mine = collection.pending(this);
        if (mine == null) {
            MembersLoader.Member added = writer.add(next);
            if (added != null) {
                collection.pending(this, added);
                next++;
            }
            return added != null;
        }
        boolean done = writer.remove(mine);
        if (done) {
            collection.pending(this, null);
        }
        return done;
    }
}
