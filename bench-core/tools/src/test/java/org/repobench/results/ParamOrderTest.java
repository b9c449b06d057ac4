package org.repobench.results;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** What results share, said once: a param every result has with one value, in the known order. */
class ParamOrderTest {
    @Test
    void theParamsEveryResultHasWithOneValueAreCommon() {
        Map<String, String> common = ParamOrder.common(List.of(
                Map.of("cycle", "crud-container", "target", "FEDORA_6_1_0", "engines", "1"),
                Map.of("cycle", "crud-container", "target", "FEDORA_6_1_0", "engines", "2"),
                Map.of("cycle", "crud-container", "target", "FEDORA_6_1_0", "engines", "2", "store", "FILE")));
        assertEquals(List.of("target", "cycle"), List.copyOf(common.keySet()), "target first, as the tables order it");
        assertEquals("target=FEDORA_6_1_0 cycle=crud-container", ParamOrder.describe(common));
    }

    @Test
    void aParamThatOnlySomeLackByNotApplyingIsStillCommon() {
        Map<String, String> common = ParamOrder.common(List.of(Map.of("cacheSize", "100"),
                Map.of("cacheSize", ParamOrder.NOT_APPLICABLE)));
        assertEquals(Map.of("cacheSize", "100 (or n/a)"), common);
        assertEquals(Map.of(), ParamOrder.common(List.of()));
    }
}
