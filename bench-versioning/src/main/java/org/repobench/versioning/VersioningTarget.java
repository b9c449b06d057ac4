package org.repobench.versioning;

import org.repobench.fixture.FixtureVerificationException;

import java.util.Map;
import java.util.OptionalInt;
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
     * @param listed      the resources the new version lists as contained (its ldp:contains)
     * @param expected    how many it must list: every descendant, but on Fedora 4 for a tree of POSTed children the
     *                    first level of their pairtree nodes, which is what its versions show (see
     *                    {@link HttpVersioning})
     * @param versions    the container's versions, where each is one asked for; empty on a server that also makes a
     *                    version on every write (Fedora 6's auto-versioning)
     * @param treeBytes    what the tree occupies in the store before the version (the model's whole copy; on a
     *                     managed server, what sending the tree added to its store); empty where the store is not the
     *                     suite's to read
     * @param versionBytes what the version added to the store
     */
    record Outcome(long listed, long expected, OptionalInt versions, OptionalLong treeBytes,
                   OptionalLong versionBytes) {
        /**
         * The version must list exactly what it should and, where each version is one asked for, be the container's
         * only one.
         *
         * @param tree what was versioned, for the message
         */
        void requireExactly(String tree) throws FixtureVerificationException {
            if (listed != expected || versions.orElse(1) != 1) {
                String in = versions.isPresent() ? " in " + versions.getAsInt() + " version(s)" : "";
                throw new FixtureVerificationException("the new version of " + tree + " lists " + listed
                        + " contained resources" + in + "; expected exactly " + expected
                        + (in.isEmpty() ? "" : " in 1"));
            }
        }
    }
}
