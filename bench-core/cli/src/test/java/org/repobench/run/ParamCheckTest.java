package org.repobench.run;

import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.repobench.api.ParamNames;
import org.repobench.jmh.ParamChecked;
import org.repobench.jmh.ParamRange;
import org.repobench.jmh.WorkloadData;
import org.repobench.store.StoreKind;

import java.lang.reflect.Field;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ParamCheckTest {
    enum Colour { RED, GREEN }

    @State(Scope.Benchmark)
    public static class Params {
        @Param({"FILE"})
        public StoreKind store;
        @Param({"RED"})
        public Colour colour;
        @Param({"10"})
        @ParamRange(min = 1, max = 100)
        public int size;
        @Param({"5"})
        public long anyLong;
        @Param({"true"})
        public boolean flag;
        @Param({"x"})
        public String label;
        @Param({"abc"})
        @ParamChecked(by = NoDigits.class)
        public String word;
    }

    public static final class NoDigits implements Consumer<String> {
        @Override
        public void accept(String value) {
            if (value.chars().anyMatch(Character::isDigit)) {
                throw new IllegalArgumentException("'" + value + "' has a digit");
            }
        }
    }

    /** The scale the issue asks of a server: 100,000 and 1,000,000 members are sizes the many-members runs take. */
    @Test
    void theManyMembersSizesReachAMillion() throws NoSuchFieldException {
        Map<String, Field> fields = Map.of(ParamNames.SIZE, WorkloadData.class.getField(ParamNames.SIZE));
        assertEquals(List.of("100000", "1000000"), ParamCheck.check(Map.of(ParamNames.SIZE, List.of("100000",
                "1000000")), fields).get(ParamNames.SIZE));
    }

    @Test
    void aCheckedStringGoesThroughItsChecker() {
        assertEquals(List.of("abc"), check("word", "abc").get("word"));
        assertEquals("-p word: 'a1' has a digit", error("word", "a1"));
    }

    private static final Map<String, Field> FIELDS = new LinkedHashMap<>();

    static {
        Arrays.stream(Params.class.getFields()).forEach(f -> FIELDS.put(f.getName(), f));
    }

    private static Map<String, List<String>> check(String name, String... values) {
        return ParamCheck.check(Map.of(name, List.of(values)), FIELDS);
    }

    private static String error(String name, String value) {
        return assertThrows(LaunchException.class, () -> check(name, value)).getMessage();
    }

    @Test
    void goodValuesComeBackAsJmhParsesThem() {
        assertEquals(List.of("FILE", "POSTGRESQL"), check("store", "file", "PostgreSQL").get("store"));
        assertEquals(List.of("GREEN"), check("colour", "green").get("colour"));
        assertEquals(List.of("1", "100"), check("size", "1", " 100").get("size"));
        assertEquals(List.of("true", "false"), check("flag", "TRUE", "false").get("flag"));
        assertEquals(List.of("-7"), check("anyLong", "-7").get("anyLong"));
        assertEquals(List.of("anything"), check("label", "anything").get("label"));
    }

    @Test
    void eachBadValueNamesTheParamTheValueAndWhatIsAccepted() {
        assertEquals("-p size: 'abc' is not a whole number; accepted: a whole number from 1 to 100",
                error("size", "abc"));
        assertEquals("-p size: 0 is out of range; accepted: a whole number from 1 to 100", error("size", "0"));
        assertEquals("-p flag: 'maybe' is not true or false; accepted: true, false", error("flag", "maybe"));
        assertEquals("-p colour: unknown value 'BLUE'; accepted: RED, GREEN", error("colour", "BLUE"));
        // an enum with its own parse() names its own spellings
        assertEquals("-p store: unknown value 'oracle'; accepted: file, leveldb, postgresql, mysql",
                error("store", "oracle"));
        String unknown = error("nope", "1");
        assertTrue(unknown.startsWith("-p nope=1: no selected benchmark has a param 'nope';"
                + " accepted: anyLong, colour,"), unknown);
    }

    @Test
    void paramsAreReadFromJmhArgumentsInBothSpellings() {
        Map<String, List<String>> params = ParamCheck.requested(List.of("-f", "1", "-p", "size=1,2", "-pflag=true",
                "-prof", "gc", "-p", "size=3"));
        assertEquals(Map.of("size", List.of("1", "2", "3"), "flag", List.of("true")), params);
        assertThrows(LaunchException.class, () -> ParamCheck.requested(List.of("-p", "size")));
    }
}
