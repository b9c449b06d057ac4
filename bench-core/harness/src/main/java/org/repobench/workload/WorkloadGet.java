package org.repobench.workload;

/** The timed GET of a workload's resource on some target, and its check: exactly N member triples. */
public interface WorkloadGet {
    /** One GET, the whole representation read; returns how many member triples it held. */
    long run() throws Exception;

    /** Fails the benchmark unless a GET held exactly the member triples the fixture and Prefer call for. */
    void verify(long members, String what);

    /**
     * One GET, verified: what every timed GET of a benchmark runs, so that no wrong answer is timed and averaged in
     * (a server short of heap may answer fast and incomplete). The check compares two integers.
     *
     * @param what names the fixture and target in the failure
     */
    default long runVerified(String what) throws Exception {
        long members = run();
        verify(members, what);
        return members;
    }
}
