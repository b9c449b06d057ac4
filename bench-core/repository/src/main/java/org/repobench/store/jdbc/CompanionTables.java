package org.repobench.store.jdbc;

import java.util.List;

/**
 * Tables that belong to a store location besides ModeShape's own: the membership index keeps its tables in the same
 * database, named after the location ({@code <name>_ixc} containment, {@code _ixm} membership, {@code _ixr}
 * reference, {@code _ixp} pending index work, {@code _ixs} index state, {@code _ixi} inbound triples by target). They
 * are copied and dropped with the location's table. A location name has at most 58 characters in practice (fixture
 * templates), so these stay within PostgreSQL's 63.
 */
public final class CompanionTables {
    public static final String CONTAINMENT = "_ixc";
    public static final String MEMBERSHIP = "_ixm";
    public static final String REFERENCE = "_ixr";
    public static final String PENDING = "_ixp";
    public static final String STATE = "_ixs";
    public static final String INBOUND = "_ixi";
    private static final List<String> SUFFIXES = List.of(CONTAINMENT, MEMBERSHIP, REFERENCE, PENDING, STATE,
            INBOUND);
    private static final int MAX_IDENTIFIER = 63;

    private CompanionTables() {
    }

    /** The companion table names of a location, in the order they are created. */
    public static List<String> of(String locationName) {
        if (locationName.length() + 4 > MAX_IDENTIFIER) {
            throw new IllegalArgumentException("store name '" + locationName + "' is too long for its index tables:"
                    + " at most " + (MAX_IDENTIFIER - 4) + " characters");
        }
        return SUFFIXES.stream().map(suffix -> locationName + suffix).toList();
    }
}
