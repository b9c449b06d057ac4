package org.repobench.run;

import org.junit.jupiter.api.Test;
import org.repobench.jmh.WorkloadData;

import java.lang.reflect.Field;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class ParamCombinationsTest {
    /** The many-members benchmarks' fixture params, as ParamCheck finds them. */
    private static final Map<String, Field> FIELDS = fields();

    private static Map<String, Field> fields() {
        try {
            return Map.of("workload", WorkloadData.class.getField("workload"),
                    "layout", WorkloadData.class.getField("layout"));
        } catch (NoSuchFieldException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void aFlatLayoutForAWorkloadWithoutMembersIsRefusedInOneLine() {
        LaunchException refused = assertThrows(LaunchException.class, () -> ParamCombinations.check(
                Map.of("workload", List.of("N_MEMBERS", "N_URIS"), "layout", List.of("FLAT")), FIELDS));
        assertEquals("-p layout=FLAT is not applicable to -p workload=N_URIS (n-uris creates no member resources);"
                + " accepted with it: PAIRTREE", refused.getMessage());
    }

    @Test
    void aFlatLayoutMeetsTheDefaultWorkloadsToo() {
        LaunchException refused = assertThrows(LaunchException.class,
                () -> ParamCombinations.check(Map.of("layout", List.of("PAIRTREE", "FLAT")), FIELDS));
        assertEquals("-p layout=FLAT is not applicable to -p workload=N_URIS (n-uris creates no member resources);"
                + " accepted with it: PAIRTREE", refused.getMessage());
    }

    @Test
    void everyCombinationThatAppliesPasses() {
        ParamCombinations.check(Map.of("workload", List.of("N_MEMBERS", "N_CHILDREN"), "layout",
                List.of("FLAT", "PAIRTREE")), FIELDS);
        ParamCombinations.check(Map.of("workload", List.of("N_URIS", "N_PROPERTIES")), FIELDS);
        ParamCombinations.check(Map.of(), FIELDS);
        ParamCombinations.check(Map.of("layout", List.of("FLAT")), Map.of("layout", FIELDS.get("layout")));
    }
}
