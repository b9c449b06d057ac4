package org.repobench.ldp;

/**
 * One timed GET: the status, the body (read to its end) and its length, and two times measured from just before the
 * request was sent: until the status line and headers had arrived (time to first byte) and until the body's last
 * byte had been read.
 */
public record TimedResponse(int status, long bytes, long firstByteNanos, long totalNanos, byte[] body) {
}
