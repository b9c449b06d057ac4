package org.repobench.ldp.fedora;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class GcEventsTest {
    /** JDK 17's -Xlog:gc,gc+heap=debug for G1: two young pauses with exact blocks, a concurrent cycle, a full GC. */
    private static final String LOG = """
            [0.003s][info ][gc     ] Using G1
            [0.624s][debug][gc,heap] GC(0) Heap before GC invocations=0 (full 0):
            [0.624s][debug][gc,heap] GC(0)  garbage-first heap   total 65536K, used 7092K [0x0, 0x0)
            [0.624s][debug][gc,heap] GC(0)   region size 1024K, 6 young (6144K), 0 survivors (0K)
            [0.624s][debug][gc,heap] GC(0)  Metaspace       used 7717K, committed 7872K, reserved 1114112K
            [0.624s][debug][gc,heap] GC(0)   class space    used 909K, committed 960K, reserved 1048576K
            [0.631s][info ][gc,heap] GC(0) Eden regions: 6->0(4)
            [0.631s][debug][gc,heap] GC(0) Heap after GC invocations=1 (full 0):
            [0.631s][debug][gc,heap] GC(0)  garbage-first heap   total 65536K, used 3092K [0x0, 0x0)
            [0.631s][debug][gc,heap] GC(0)  Metaspace       used 7717K, committed 7872K, reserved 1114112K
            [0.631s][info ][gc     ] GC(0) Pause Young (Normal) (G1 Evacuation Pause) 6M->3M(64M) 9.740ms
            [0.767s][debug][gc,heap] GC(1) Heap before GC invocations=1 (full 0):
            [0.767s][debug][gc,heap] GC(1)  garbage-first heap   total 65536K, used 7188K [0x0, 0x0)
            [0.781s][debug][gc,heap] GC(1) Heap after GC invocations=2 (full 0):
            [0.781s][debug][gc,heap] GC(1)  garbage-first heap   total 65536K, used 4059K [0x0, 0x0)
            [0.781s][info ][gc     ] GC(1) Pause Young (Concurrent Start) (G1 Humongous Allocation) 7M->3M(64M) 13.436ms
            [0.782s][info ][gc     ] GC(2) Concurrent Mark Cycle
            [0.790s][info ][gc     ] GC(2) Pause Remark 10M->9M(64M) 1.201ms
            [0.795s][info ][gc     ] GC(2) Pause Cleanup 9M->9M(64M) 0.101ms
            [0.796s][info ][gc     ] GC(2) Concurrent Mark Cycle 14.020ms
            [0.991s][debug][gc,heap] GC(3) Heap before GC invocations=3 (full 0):
            [0.991s][debug][gc,heap] GC(3)  garbage-first heap   total 65536K, used 20185K [0x0, 0x0)
            [0.991s][debug][gc,heap] GC(3) Heap after GC invocations=4 (full 1):
            [0.991s][debug][gc,heap] GC(3)  garbage-first heap   total 17408K, used 2050K [0x0, 0x0)
            [0.991s][info ][gc     ] GC(3) Pause Full (System.gc()) 19M->2M(17M) 8.548ms
            """;

    @Test
    void readsEachCollectionExactWhereTheHeapIsLoggedAndInMibElsewhere() {
        assertEquals(List.of(new GcEvents.Collection(7092 * 1024L, 3092 * 1024L),
                        new GcEvents.Collection(7188 * 1024L, 4059 * 1024L),
                        new GcEvents.Collection(10L << 20, 9L << 20),
                        new GcEvents.Collection(9L << 20, 9L << 20),
                        new GcEvents.Collection(20185 * 1024L, 2050 * 1024L)),
                GcEvents.of(LOG));
    }

    @Test
    void allocationIsEachBeforeLessThePreviousAfter() {
        List<GcEvents.Collection> collections = GcEvents.of(LOG);
        long expected = (7092 - 1000) * 1024L + (7188 - 3092) * 1024L + ((10L << 20) - 4059 * 1024L)
                + ((9L << 20) - (9L << 20)) + (20185 * 1024L - (9L << 20));
        assertEquals(expected, GcEvents.allocated(1000 * 1024L, collections));
    }

    @Test
    void serialAndParallelGenerationsAreSummed() {
        String log = """
                [1.0s][debug][gc,heap] GC(7) Heap before GC invocations=7 (full 0):
                [1.0s][debug][gc,heap] GC(7)  PSYoungGen      total 76288K, used 65536K [0x0, 0x0, 0x0)
                [1.0s][debug][gc,heap] GC(7)   eden space 65536K, 100% used [0x0,0x0,0x0)
                [1.0s][debug][gc,heap] GC(7)  ParOldGen       total 175104K, used 1000K [0x0, 0x0, 0x0)
                [1.0s][debug][gc,heap] GC(7) Heap after GC invocations=8 (full 0):
                [1.0s][debug][gc,heap] GC(7)  PSYoungGen      total 76288K, used 512K [0x0, 0x0, 0x0)
                [1.0s][debug][gc,heap] GC(7)  ParOldGen       total 175104K, used 1200K [0x0, 0x0, 0x0)
                [1.0s][info ][gc     ] GC(7) Pause Young (Allocation Failure) 65M->1M(245M) 2.0ms
                """;
        assertEquals(List.of(new GcEvents.Collection(66536 * 1024L, 1712 * 1024L)), GcEvents.of(log));
    }

    /** JDK 17's parallel collector logs the summary line between the two heap blocks, as this server did. */
    private static final String PARALLEL = """
            [3.585s][debug][gc,heap] GC(0) Heap before GC invocations=1 (full 0):
            [3.585s][debug][gc,heap] GC(0)  PSYoungGen      total 611840K, used 524800K [0x0, 0x0, 0x0)
            [3.585s][debug][gc,heap] GC(0)   eden space 524800K, 100% used [0x0,0x0,0x0)
            [3.585s][debug][gc,heap] GC(0)  ParOldGen       total 1398272K, used 7K [0x0, 0x0, 0x0)
            [3.585s][debug][gc,heap] GC(0)  Metaspace       used 10953K, committed 11136K, reserved 1114112K
            [3.613s][info ][gc,heap] GC(0) PSYoungGen: 524800K(611840K)->32275K(611840K) Eden: 524800K(524800K)->0K
            [3.613s][info ][gc,heap] GC(0) ParOldGen: 7K(1398272K)->103K(1398272K)
            [3.613s][info ][gc     ] GC(0) Pause Young (GCLocker Initiated GC) 512M->31M(1963M) 28.180ms
            [3.613s][debug][gc,heap] GC(0) Heap after GC invocations=1 (full 0):
            [3.613s][debug][gc,heap] GC(0)  PSYoungGen      total 611840K, used 32275K [0x0, 0x0, 0x0)
            [3.613s][debug][gc,heap] GC(0)  ParOldGen       total 1398272K, used 103K [0x0, 0x0, 0x0)
            [3.613s][debug][gc,heap] GC(0)  Metaspace       used 10953K, committed 11136K, reserved 1114112K
            """;

    @Test
    void theParallelCollectorsSummaryBetweenItsBlocksIsReadExactly() {
        assertEquals(List.of(new GcEvents.Collection(524807 * 1024L, 32378 * 1024L)), GcEvents.of(PARALLEL));
    }

    @Test
    void aStretchEndingInsideTheAfterBlockKeepsTheSummary() {
        String cut = PARALLEL.substring(0, PARALLEL.indexOf("[3.613s][debug][gc,heap] GC(0)  ParOldGen"));
        assertEquals(List.of(new GcEvents.Collection(512L << 20, 31L << 20)), GcEvents.of(cut));
    }

    @Test
    void jdk25sHeapBlocksAreReadToo() {
        String log = """
                [2.2s][debug][gc,heap] GC(0) Heap Before GC invocations=0 (full 0):
                [2.2s][debug][gc,heap] GC(0)  garbage-first heap   total reserved 65536K, committed 65536K, used 15502K
                [2.3s][debug][gc,heap] GC(0) Heap After GC invocations=1 (full 0):
                [2.3s][debug][gc,heap] GC(0)  garbage-first heap   total reserved 65536K, committed 65536K, used 3000K
                [2.3s][info ][gc     ] GC(0) Pause Young (Normal) (G1 Evacuation Pause) 15M->2M(64M) 7.2ms
                """;
        assertEquals(List.of(new GcEvents.Collection(15502 * 1024L, 3000 * 1024L)), GcEvents.of(log));
    }

    @Test
    void aPauseWhoseSummaryIsNotYetLoggedIsLeftOut() {
        String log = """
                [0.6s][debug][gc,heap] GC(0) Heap before GC invocations=0 (full 0):
                [0.6s][debug][gc,heap] GC(0)  garbage-first heap   total 65536K, used 7092K [0x0, 0x0)
                """;
        assertEquals(List.of(), GcEvents.of(log));
        assertEquals(0, GcEvents.allocated(5, List.of()));
    }
}
