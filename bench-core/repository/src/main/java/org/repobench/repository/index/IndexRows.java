package org.repobench.repository.index;

import java.util.LinkedHashSet;
import java.util.Set;

/** Rows of the three index tables, collected before they are written; a row derived twice is written once. */
final class IndexRows {
    /** {@code <parent> ldp:contains <child>}: the child resource and its nearest non-pairtree ancestor. */
    record Containment(String parent, String child) {
    }

    /**
     * One value of a reference property: {@code <subject> <predicate> <target>}, where the subject is the resource
     * holding the property and the target the resource the value points at (both paths).
     */
    record Reference(String subject, String predicate, String target) {
    }

    /**
     * One membership triple {@code <subject> <predicate> <object>} and where it came from: the child of the Direct or
     * Indirect container that produced it ({@code proxy}) and that container. The object is a resource
     * ({@code objectPath}) or, for inserted content that is not a repository link, an N-Triples term.
     */
    record Membership(String subject, String predicate, String objectPath, String objectTerm, String proxy,
                      String container) {
    }

    final Set<Containment> containment = new LinkedHashSet<>();
    final Set<Reference> references = new LinkedHashSet<>();
    final Set<Membership> membership = new LinkedHashSet<>();
}
