package org.repobench.crud;

import org.repobench.workload.MembersLoader;

import java.util.OptionalLong;

/**
 * The n-members collection readers GET while writers add and remove members: a copy of the fixture on the model
 * ({@link ModelMembers}) or the fixture on a server over HTTP ({@link HttpMembers}).
 */
interface MembersTarget extends AutoCloseable {
    /** The measured read: the collection's GET. @return the members it held; -1 when given up (a failure) */
    long read() throws Exception;

    /** Untimed: the members the collection holds now. */
    long count() throws Exception;

    /** A writer thread's session, closed with the target. */
    Writer writer(long threadSeed) throws Exception;

    /** Untimed: a member a writer left, removed (object and proxy, tombstones too). */
    void remove(MembersLoader.Member member) throws Exception;

    /** Bytes the store occupies now; empty where the store is not the suite's to measure. */
    OptionalLong bytesStored() throws Exception;

    /** Where it is, for messages. */
    String where();

    /** One writer's requests, retried and counted ({@link org.repobench.jmh.RetryPolicy}). */
    interface Writer {
        /** @return the member added, or null when given up (a failure) */
        MembersLoader.Member add(int number) throws Exception;

        /** @return whether the member was removed (false: a failure) */
        boolean remove(MembersLoader.Member member) throws Exception;
    }
}
