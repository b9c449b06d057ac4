package org.repobench.workload;

import org.repobench.repository.read.Prefer;


/**
 * The Prefer header of the timed GET (the {@code prefer} param): the script's, or the cheapest fix Fedora users had,
 * leaving membership or containment out. When the part that carries a workload's member triples is left out, the
 * GET must hold none of them rather than N.
 */
public enum PreferChoice {
    /** The workload script's Prefer (default). */
    SCRIPT,
    /** {@code Prefer: return=representation; include="http://www.w3.org/ns/ldp#PreferMinimalContainer"}. */
    MINIMAL_CONTAINER,
    /** {@code Prefer: return=representation; omit="http://www.w3.org/ns/ldp#PreferMembership"}. */
    OMIT_MEMBERSHIP,
    /** {@code Prefer: return=representation; omit="http://www.w3.org/ns/ldp#PreferContainment"}. */
    OMIT_CONTAINMENT;

    /** The Prefer the GET sends, given the script's. */
    public Prefer apply(Prefer script) {
        return switch (this) {
            case SCRIPT -> script;
            case MINIMAL_CONTAINER -> new Prefer(script.serverManaged(), false, false, script.inboundReferences());
            case OMIT_MEMBERSHIP -> new Prefer(script.serverManaged(), script.containment(), false,
                    script.inboundReferences());
            case OMIT_CONTAINMENT -> new Prefer(script.serverManaged(), false, script.membership(),
                    script.inboundReferences());
        };
    }

}
