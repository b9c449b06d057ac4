package org.repobench.versioning;

import org.repobench.fixture.FixtureVerificationException;

import java.util.Map;
import java.util.OptionalLong;

/**
 * Where the versioned tree is made and versioned (the {@code target} param): the model, on a fresh copy of its
 * fixture ({@link ModelVersioning}), or a server over HTTP, which receives the tree's requests before every timed
 * version ({@link HttpVersioning}).
 */
interface VersioningTarget extends AutoCloseable {
    /** Untimed, before each timed version: a fresh tree whose container has no version yet. */
    void freshTree() throws Exception;

    /** The timed request: a new version of the container ({@code label} where the target names versions). */
    Object newVersion(String label) throws Exception;

    /** Untimed, after the timed version: the version read back, and what the tree and the version occupy. */
    Outcome readBack(String label) throws Exception;

    /** What making the tree took, in milliseconds, by metric name. */
    Map<String, Double> measured();

    /** Untimed, after {@link #readBack}: the tree goes. */
    void discardTree() throws Exception;

    /**
     * @param listed      the descendants the new version holds: those it lists as contained (its ldp:contains), or,
     *                    for a tree of children Fedora 4 put behind pairtree nodes, those it holds at their whole
     *                    paths below it (see {@link HttpVersioning})
     * @param expected    how many it must hold: every descendant
     * @param versions    the versions of the container the timed request made: on a target that names versions the
     *                    container's versions (it had none before), on one that makes mementos those it lists now
     *                    beyond what it listed before the request (Fedora 6's auto-versioning makes some earlier)
     * @param treeBytes    what the tree occupies in the store before the version (the model's whole copy; on a
     *                     managed server, what sending the tree added to its store); empty where the store is not the
     *                     suite's to read
     * @param versionBytes what the version added to the store
     */
    record Outcome(long listed, long expected, int versions, OptionalLong treeBytes, OptionalLong versionBytes) {
        /**
         * The version must hold exactly what it should, and be the only one the request made.
         *
         * @param tree what was versioned, for the message
         */
        void requireExactly(String tree) throws FixtureVerificationException {
            if (listed != expected || versions != 1) {
                throw new FixtureVerificationException("the new version of " + tree + " holds " + listed
                        + " of its descendants, the request made " + versions + " version(s); expected exactly "
                        + expected + " in 1");
            }
        }
    }
}
