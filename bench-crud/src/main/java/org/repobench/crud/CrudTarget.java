package org.repobench.crud;

import java.util.Map;
import java.util.Set;
import java.util.OptionalLong;

/**
 * What the CRUD benchmarks need of the system they write to: the in-process model ({@link ModelCrud}) or a server
 * over HTTP ({@link HttpCrud}). Everything is under one parent; each benchmark thread has its own session.
 */
interface CrudTarget extends AutoCloseable {

    /** The parent every resource is made under. */
    String parent();

    /** A session for one thread, closed with the target. */
    Session session(long threadSeed) throws Exception;

    /** The bytes the target stores now; empty where its storage is not known (a server given by URL). */
    OptionalLong bytesStored() throws Exception;

    /**
     * Each resource is there (false) or deleted, its tombstone there (true), or a
     * {@link org.repobench.fixture.FixtureVerificationException} says what one is instead. A resource that should be
     * there but is neither there nor deleted was lost by the store (its save had succeeded): it is counted as
     * {@link org.repobench.api.MetricNames#LOST} and returned, since there is nothing left to remove.
     *
     * @param gone path to whether it should be gone
     * @return the lost resources
     */
    Set<String> verify(Map<String, Boolean> gone) throws Exception;

    /** Untimed: each resource, if not gone already, and its tombstone removed. */
    void remove(Map<String, Boolean> gone) throws Exception;

    /** The parent lists exactly {@code expected} children (ldp:contains), or the benchmark fails. */
    void verifyChildren(long expected, String when) throws Exception;

    /** A benchmark thread's requests, each one measured and counted in {@link org.repobench.jmh.WriteCounts}. */
    interface Session {
        /** POST (containers) or PUT (content) of a new resource. @return its path; null when given up (counted) */
        String create(String path) throws Exception;

        /** @return whether it completed (false: counted as a failure) */
        boolean update(String path) throws Exception;

        /** @return what came back (triples or bytes), for the Blackhole */
        long retrieve(String path) throws Exception;

        /** @return whether it completed (false: counted as a failure) */
        boolean delete(String path) throws Exception;

        /** Untimed: a new resource for an update, delete or GET to work on, there and seen when this returns. */
        String prepare(String path) throws Exception;
    }
}
