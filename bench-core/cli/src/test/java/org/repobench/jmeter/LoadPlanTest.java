package org.repobench.jmeter;

import org.junit.jupiter.api.Test;
import org.repobench.ldp.LdpRequest;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** A pass's new name is drawn once per request, in the first text JMeter reads; the rest refer to it. */
class LoadPlanTest {
    private static final String NEW = LoadPlan.NEW_NAME;
    private static final String NAME = LoadPlan.NAME;

    @Test
    void aNameInThePathIsDrawnThereAndTheBodyRefersToIt() {
        LdpRequest put = LdpRequest.putText("p/" + NEW, "This is a content file: p/" + NEW);
        LdpRequest drawn = LoadPlan.drawnOnce(put);
        assertEquals("p/" + NEW, drawn.path());
        assertEquals("This is a content file: p/" + NAME, drawn.body());
        assertEquals(put.headers(), drawn.headers());
    }

    @Test
    void aSlugDrawsItWhenThePathHasNone() {
        LdpRequest post = LdpRequest.postContainer("p", NEW);
        assertEquals(post, LoadPlan.drawnOnce(post));
        LdpRequest both = new LdpRequest("POST", "p", Map.of("Slug", NEW + "-" + NEW), "<> <t> \"" + NEW + "\" .");
        LdpRequest drawn = LoadPlan.drawnOnce(both);
        assertEquals(NEW + "-" + NAME, drawn.headers().get("Slug"));
        assertEquals("<> <t> \"" + NAME + "\" .", drawn.body());
    }

    @Test
    void aRequestWithoutADrawingIsLeftAsItIs() {
        LdpRequest get = LdpRequest.get("p/" + NAME, "*/*");
        assertEquals(get, LoadPlan.drawnOnce(get));
    }
}
