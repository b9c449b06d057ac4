package org.repobench.jmh;

import org.repobench.workload.HttpGet;
import org.repobench.workload.WorkloadGet;

import java.util.EnumMap;
import java.util.Map;

/**
 * The warm GET against two servers side by side: each call goes to one of them in turn, one request in flight at a
 * time, and is timed into {@link SideBySideCalls} for its server. Both servers hold the same fixture and every answer
 * is verified as a single server's is. Two servers measured this way share the machine's moments: their ratio scatters
 * far less than either server's time (docs/results/fedora-gate.md).
 */
final class SideBySideGet implements WorkloadGet {
    private final Map<SideBySideCalls.Side, HttpGet> gets = new EnumMap<>(SideBySideCalls.Side.class);
    private final SideBySideCalls.Turns turns = new SideBySideCalls.Turns();

    SideBySideGet(HttpGet target, HttpGet sideBySide) {
        gets.put(SideBySideCalls.Side.TARGET, target);
        gets.put(SideBySideCalls.Side.SIDE_BY_SIDE, sideBySide);
    }

    /** One GET, to the server whose turn it is, timed for it. */
    @Override
    public long run() throws Exception {
        SideBySideCalls.Side side = turns.next();
        return side.timed(gets.get(side)::run);
    }

    /** Checks the answer of the server that gave it. */
    @Override
    public void verify(long members, String what) {
        SideBySideCalls.Side side = turns.last();
        gets.get(side).verify(members, what + " (" + side + ")");
    }

    /** Each server's mean time to the first byte since the last call, by side. */
    Map<SideBySideCalls.Side, Double> takeMeanFirstByteMillis() {
        Map<SideBySideCalls.Side, Double> means = new EnumMap<>(SideBySideCalls.Side.class);
        gets.forEach((side, get) -> means.put(side, get.takeMeanFirstByteMillis()));
        return means;
    }
}
