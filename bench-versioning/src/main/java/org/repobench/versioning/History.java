package org.repobench.versioning;

import java.util.OptionalLong;

/**
 * The many-versions study's container on its target (the {@code target} param): the model's copy of its fixture
 * ({@link ModelHistory}) or a container a server was sent ({@link HttpHistory}). Versions are named v1, v2, ... where
 * the target names versions; each is kept for the whole trial.
 */
interface History extends AutoCloseable {
    /** Untimed, before each version: what the target needs so that the next version is a version of its own. */
    void beforeVersion() throws InterruptedException;

    /** The timed request: the container's next version, with {@code label} where the target names versions. */
    Object newVersion(String label) throws Exception;

    /** The timed GET of the version list (fcr:versions): how many of the versions it lists this trial made. */
    long list() throws Exception;

    /** The timed GET of the oldest version this trial made (v1): how many resources it lists as contained. */
    long readOldest() throws Exception;

    /** What the target's store holds now; empty where the store is not the suite's to read (a server by URL). */
    OptionalLong bytesStored() throws Exception;
}
