package org.repobench.compare;

/**
 * One test of a gate's family ({@link GateFamily}): the tests that can fail it, Holm's step-down across them.
 *
 * @param row       the row it judges: a benchmark's label, or "all N as one"
 * @param signal    what it judges: time, a {@link Signal}'s label, or failed writes
 * @param p         its own one-sided p (head worse)
 * @param adjustedP its Holm-adjusted p
 * @param rejected  whether the adjusted p is below alpha: significant across the gate
 * @param reachable whether its fork counts could give an adjusted p below alpha at all (k times the smallest
 *                  one-sided p they can give, below alpha)
 */
public record FamilyMember(String row, String signal, double p, double adjustedP, boolean rejected,
                           boolean reachable) {
}
