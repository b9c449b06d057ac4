package org.repobench.repository.read;

/**
 * What one GET produced.
 *
 * @param bytes   serialized bytes written
 * @param triples triples written
 * @param counted triples whose predicate is the one the caller asked to count (the workload's member predicate)
 */
public record GetResult(long bytes, long triples, long counted) {
}
