package org.repobench.repository.version;

import java.time.Instant;

/**
 * One version of a resource, as fcrepo's version listing showed it.
 *
 * @param label   the label it was created with
 * @param name    ModeShape's name for it in the version history ({@code 1.0}, {@code 1.1}, ...)
 * @param created when it was created
 */
public record VersionInfo(String label, String name, Instant created) {
}
