package org.repobench.flame;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FlameDiffTest {
    private static final double EXACT = 1e-12;
    /** 100 samples: main calls read and write, half each. */
    private static final Stacks BASE = new Stacks(Map.of("main;read_[j]", 50L, "main;write_[j]", 50L));
    /** 1,000 samples, ten times as long: read and write a quarter each, and a new method half. */
    private static final Stacks HEAD = new Stacks(Map.of("main;read_[i]", 250L, "main;write_[j]", 250L,
            FlameLayoutTest.stack("main", "org.fcrepo.Index.rebuild_[j]", "java.util.HashMap.put_[j]"), 500L));

    @Test
    void aFrameOnlyInHeadGrewByItsWholeShare() {
        FlameDiff.Change rebuild = FlameDiff.of(BASE, HEAD).at(List.of("main", "org.fcrepo.Index.rebuild"))
                .orElseThrow();
        assertTrue(rebuild.onlyInHead());
        assertEquals(0, rebuild.base(), EXACT);
        assertEquals(0.5, rebuild.head(), EXACT);
        assertEquals(0.5, rebuild.delta(), EXACT);
    }

    @Test
    void sharesAreOfEachSidesOwnTotal() {
        FlameDiff diff = FlameDiff.of(BASE, HEAD);
        // 50 of 100 against 250 of 1,000: the raw counts grew fivefold, the share halved
        FlameDiff.Change read = diff.at(List.of("main", "read")).orElseThrow();
        assertFalse(read.onlyInHead());
        assertEquals(0.5, read.base(), EXACT);
        assertEquals(0.25, read.head(), EXACT);
        assertEquals(-0.25, read.delta(), EXACT);
        // every stack passes through main on both sides
        assertEquals(0, diff.at(List.of("main")).orElseThrow().delta(), EXACT);
        assertTrue(diff.at(List.of("main", "absent")).isEmpty());
    }

    @Test
    void theLargestChangesAreListedGrownFirst() {
        List<FlameDiff.Moved> leaves = FlameDiff.of(BASE, HEAD).largest(frame -> true, 10);
        assertEquals(List.of("java.util.HashMap.put", "read", "write"), leaves.stream().map(FlameDiff.Moved::frame)
                .toList());
        assertEquals(0.5, leaves.get(0).change().delta(), EXACT);
        List<FlameDiff.Moved> fedora = FlameDiff.of(BASE, HEAD).largest(frame -> frame.startsWith("org.fcrepo."), 1);
        assertEquals("org.fcrepo.Index.rebuild", fedora.get(0).frame());
        assertEquals(FlameDiff.ELSEWHERE, FlameDiff.of(BASE, HEAD).largest(frame -> frame.startsWith("org.fcrepo."),
                2).get(1).frame(), "what no Fedora frame holds shrank from all to half");
    }

    @Test
    void theInteractiveDifferentialComparesShares() {
        Stacks scaled = FlamePage.scaled(HEAD);
        assertEquals(FlamePage.PARTS, scaled.total());
        String page = FlamePage.differential(BASE, HEAD, "head <against> base");
        assertTrue(page.contains("org.fcrepo.Index.rebuild"));
        assertTrue(page.contains("head &lt;against&gt; base"), "the title is escaped in the page's heading");
    }

    @Test
    void theClassesTheJvmMakesAreTheSameFramesInEveryRecording() {
        String base = FlameLayoutTest.stack("org.eclipse.jetty.server.HttpChannel$$Lambda$653.dispatch_[j]",
                "jdk.internal.reflect.GeneratedMethodAccessor12.invoke_[j]", "com.sun.proxy.$Proxy45.get_[j]");
        assertEquals(FlameLayoutTest.stack("org.eclipse.jetty.server.HttpChannel$$Lambda.dispatch_[j]",
                "jdk.internal.reflect.GeneratedMethodAccessor.invoke_[j]", "com.sun.proxy.$Proxy.get_[j]"),
                FrameName.withoutGeneratedNumbers(base));
        assertEquals(FrameName.withoutGeneratedNumbers(base), FrameName.withoutGeneratedNumbers(base.replace("653",
                "659").replace("12", "31")));
    }
}
