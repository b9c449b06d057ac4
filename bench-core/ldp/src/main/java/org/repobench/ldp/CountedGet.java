package org.repobench.ldp;

/**
 * One timed GET whose body was counted as it streamed in and not kept: the body's length, the triples with the asked
 * predicate, and two times measured from just before the request was sent: until the status line and headers had
 * arrived (time to first byte) and until the body's last byte had been counted.
 */
public record CountedGet(long bytes, long triples, long firstByteNanos, long totalNanos) {
}
