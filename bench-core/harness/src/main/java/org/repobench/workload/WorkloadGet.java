package org.repobench.workload;

/** The timed GET of a workload's resource on some target, and its check: exactly N member triples. */
public interface WorkloadGet {
    /** One GET, the whole representation read; returns how many member triples it held. */
    long run() throws Exception;

    /** Fails the benchmark unless a GET held exactly the member triples the fixture and Prefer call for. */
    void verify(long members, String what);
}
