package org.repobench.flame;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FlameLayoutTest {
    @Test
    void aChainOfOneGroupIsOneBoxAndFedoraStartsItsOwn() {
        Stacks stacks = new Stacks(Map.of(
                stack("java.lang.Thread.run", "org.eclipse.jetty.Pool.run", "org.eclipse.jetty.Servlet.handle",
                        "org.fcrepo.http.FedoraLdp.getResource", "org.fcrepo.kernel.Resource.triples"), 90L,
                stack("java.lang.Thread.run", "org.eclipse.jetty.Pool.run", "org.eclipse.jetty.Pool.idle"), 10L));
        FlameLayout layout = FlameLayout.of(FlameTree.of(stacks), 400, 1);
        List<String> boxes = layout.boxes().stream().map(b -> b.first().name() + "/" + b.frames().size() + "@"
                + b.row()).toList();
        assertEquals(List.of("all/1@0", "java.lang.Thread.run/1@1", "org.eclipse.jetty.Pool.run/1@2",
                "org.eclipse.jetty.Pool.idle/1@3", "org.eclipse.jetty.Servlet.handle/1@3",
                "org.fcrepo.http.FedoraLdp.getResource/2@4"), boxes);
        FlameLayout.Box fedora = layout.boxes().get(5);
        assertEquals(360, fedora.width(), 1e-9);
        assertTrue(FlameSvg.tooltip(fedora).contains("org.fcrepo.kernel.Resource.triples"));
        assertEquals("FedoraLdp.getResource \u2026 Resource.triples (2)", FlameSvg.text(fedora).orElseThrow());
    }

    /** A collapsed stack of these frames, root first. */
    static String stack(String... frames) {
        return String.join(Stacks.SEPARATOR, frames);
    }

    @Test
    void framesTooNarrowToSeeAreLeftOut() {
        Stacks stacks = new Stacks(Map.of("a;b", 999L, "a;tiny", 1L));
        FlameLayout layout = FlameLayout.of(FlameTree.of(stacks), 1000, 2);
        assertTrue(layout.boxes().stream().noneMatch(b -> b.first().name().equals("tiny")));
        assertEquals(3, layout.rows());
    }

    @Test
    void groupsByWhoseCode() {
        assertEquals(FrameGroup.FEDORA, FrameGroup.of("org.fcrepo.http.api.FedoraLdp.getResource_[j]"));
        assertEquals(FrameGroup.SUITE, FrameGroup.of("org.repobench.jmh.CostProfiler.afterIteration"));
        assertEquals(FrameGroup.JDK, FrameGroup.of("java.util.HashMap.put_[i]"));
        assertEquals(FrameGroup.JDK, FrameGroup.of("byte[]_[k]"), "a primitive array allocated");
        assertEquals(FrameGroup.LIBRARY, FrameGroup.of("org.modeshape.jcr.JcrSession.getNode"));
        assertEquals(FrameGroup.NATIVE, FrameGroup.of("clear_page_erms_[k]"));
        assertEquals(FrameGroup.NATIVE, FrameGroup.of("JavaThread::run"));
    }
}
