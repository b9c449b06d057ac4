package org.repobench.report;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repobench.results.JmhJsonBuilder;
import org.repobench.results.JmhResult;
import org.repobench.results.ResultSet;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The one rule by which a published figure stands beside a result: every condition met, n/a as the target runs. */
class FigureConditionsTest {
    /** What each target does where it lacks a lever, as figures.json says. */
    private static final Map<String, Map<String, String>> BUILT_IN = Map.of(
            "MODEL", Map.of("autoVersioning", "false", "archivalGroup", "false"),
            "FEDORA_4_7_5", Map.of("parallel", "false", "referenceLookup", "IDENTIFIER", "traversal", "ITERATE",
                    "poolSize", "5", "autoVersioning", "false", "archivalGroup", "false"));

    @TempDir
    Path dir;
    private int files;

    /** fcrepo's full GET of 1,000 members on the file store at its default cache, one client. */
    private static FigureConditions fullGet(String parallel) {
        Map<String, String> named = new LinkedHashMap<>();
        named.put("threads", "1");
        named.put("workload", "N_MEMBERS");
        named.put("size", "1000");
        named.put("store", "FILE");
        named.put("cacheSize", "10000");
        named.put("parallel", parallel);
        named.put("referenceLookup", "IDENTIFIER");
        named.put("traversal", "ITERATE");
        named.put("prefer", "SCRIPT");
        named.put("layout", "PAIRTREE");
        return new FigureConditions(named, List.of("MODEL", "FEDORA_4_7_5"), BUILT_IN);
    }

    private JmhResult result(Map<String, String> params, int threads) throws IOException {
        JmhJsonBuilder.Result r = new JmhJsonBuilder().result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op")
                .threads(threads);
        RecordedParams.with(r, params).forkMeans(1, 1, 1);
        return ResultSet.load(r.and().write(dir.resolve("r" + files++ + ".json"))).results().get(0);
    }

    private JmhResult result(Map<String, String> params) throws IOException {
        return result(params, 1);
    }

    private static Map<String, String> with(Map<String, String> params, String name, String value) {
        Map<String, String> changed = new LinkedHashMap<>(params);
        changed.put(name, value);
        return changed;
    }

    @Test
    void aFedora475ResultAsTheLauncherRecordsItMeetsTheFullGetAtItsOwnSettings() throws IOException {
        JmhResult fedora = result(RecordedParams.fedora475WarmGet("N_MEMBERS", 1000, "FILE"));
        assertEquals(Optional.empty(), fullGet("false").unmet(fedora));
        assertEquals(Map.of("parallel", "false", "referenceLookup", "IDENTIFIER", "traversal", "ITERATE"),
                fullGet("false").metByLacking(fedora), "the levers it met by lacking them, at what it runs");
        assertEquals(Optional.of("parallel=n/a where the figure's is true (and FEDORA_4_7_5 lacking the lever does"
                + " false)"), fullGet("true").unmet(fedora), "a figure of parallel streams is not beside 4.7.5");
    }

    @Test
    void theModelMeetsItAtTheStudysSettingsOnly() throws IOException {
        Map<String, String> model = RecordedParams.modelWarmGet("N_MEMBERS", 1000, "FILE");
        assertTrue(fullGet("false").holdFor(result(model)));
        assertTrue(fullGet("false").metByLacking(result(model)).isEmpty());
        assertTrue(fullGet("true").holdFor(result(with(model, "parallel", "true"))));
        assertEquals(Optional.of("parallel=true where the figure's is false"),
                fullGet("false").unmet(result(with(model, "parallel", "true"))));
        assertEquals(Optional.of("traversal=INDEXED where the figure's is ITERATE"),
                fullGet("false").unmet(result(with(model, "traversal", "INDEXED"))));
        assertEquals(Optional.of("referenceLookup=NODE_KEY where the figure's is IDENTIFIER"),
                fullGet("false").unmet(result(with(model, "referenceLookup", "NODE_KEY"))));
        assertEquals(Optional.of("prefer=OMIT_MEMBERSHIP where the figure's is SCRIPT"),
                fullGet("false").unmet(result(with(model, "prefer", "OMIT_MEMBERSHIP"))));
        assertEquals(Optional.of("cacheSize=1000000 where the figure's is 10000"),
                fullGet("false").unmet(result(with(model, "cacheSize", "1000000"))));
        assertEquals(Optional.of("layout=FLAT where the figure's is PAIRTREE"),
                fullGet("false").unmet(result(with(model, "layout", "FLAT"))));
        assertEquals(Optional.of("store=POSTGRESQL where the figure's is FILE"),
                fullGet("false").unmet(result(with(model, "store", "POSTGRESQL"))));
        assertTrue(fullGet("false").holdFor(result(with(model, "seed", "7"))), "the seed defines no figure");
    }

    @Test
    void aFedora475ResultOffTheStudysConditionsMeetsNothing() throws IOException {
        Map<String, String> fedora = RecordedParams.fedora475WarmGet("N_MEMBERS", 1000, "FILE");
        assertEquals(Optional.of("prefer=OMIT_MEMBERSHIP where the figure's is SCRIPT"),
                fullGet("false").unmet(result(with(fedora, "prefer", "OMIT_MEMBERSHIP"))));
        assertEquals(Optional.of("cacheSize=1000000 where the figure's is 10000"),
                fullGet("false").unmet(result(with(fedora, "cacheSize", "1000000"))));
        assertEquals(Optional.of("2 threads where the figure's are 1"), fullGet("false").unmet(result(fedora, 2)));
    }

    @Test
    void aParamTheFigureDoesNotNameIsAConditionItDoesNotMeet() throws IOException {
        Map<String, String> model = RecordedParams.modelWarmGet("N_MEMBERS", 1000, "FILE");
        assertEquals(Optional.of("depth=3 is a condition the figure does not name"),
                fullGet("false").unmet(result(with(model, "depth", "3"))));
        Map<String, String> older = new LinkedHashMap<>(model);
        older.remove("layout");
        assertEquals(Optional.of("layout is not recorded: the result cannot say it was PAIRTREE"),
                fullGet("false").unmet(result(older)));
    }

    @Test
    void aConditionTheStudyDidNotStateIsMetByAnyValueAndNotApplicableToo() throws IOException {
        Map<String, String> named = new LinkedHashMap<>();
        named.put("threads", "1");
        named.put("workload", "N_MEMBERS");
        named.put("size", "1000");
        named.put("store", FigureConditions.ANY);
        named.put("cacheSize", "10000");
        named.put("parallel", "false");
        named.put("referenceLookup", "IDENTIFIER");
        named.put("traversal", FigureConditions.ANY);
        named.put("prefer", "SCRIPT");
        named.put("layout", "PAIRTREE");
        FigureConditions anyStore = new FigureConditions(named, List.of("MODEL", "FEDORA_4_7_5"), BUILT_IN);
        Map<String, String> model = RecordedParams.modelWarmGet("N_MEMBERS", 1000, "LEVELDB");
        assertTrue(anyStore.holdFor(result(model)));
        assertTrue(anyStore.holdFor(result(with(model, "traversal", "INDEXED"))));
        JmhResult fedora = result(RecordedParams.fedora475WarmGet("N_MEMBERS", 1000, "MYSQL"));
        assertTrue(anyStore.holdFor(fedora));
        assertEquals(Map.of("parallel", "false", "referenceLookup", "IDENTIFIER"), anyStore.metByLacking(fedora),
                "a condition of any value is not one it met by lacking the lever");
    }

    @Test
    void notApplicableMeetsNothingOnATargetThatDoesNotSayWhatItDoesThereNorOnAnotherKindOfSystem()
            throws IOException {
        Map<String, String> url = RecordedParams.fedora475WarmGet("N_MEMBERS", 1000, "FILE");
        url.put("target", "URL");
        FigureConditions alsoUrl = new FigureConditions(fullGet("false").named(),
                List.of("MODEL", "FEDORA_4_7_5", "URL"), BUILT_IN);
        assertEquals(Optional.of("parallel=n/a where the figure's is false (and URL lacking the lever does not say"
                + " what)"), alsoUrl.unmet(result(url)));
        Map<String, String> fedora6 = RecordedParams.fedora475WarmGet("N_MEMBERS", 1000, "FILE");
        fedora6.put("target", "FEDORA_6_1_0");
        fedora6.put("cacheSize", "n/a");
        assertEquals(Optional.of("target FEDORA_6_1_0 is not of the kind the study measured [MODEL, FEDORA_4_7_5]"),
                fullGet("false").unmet(result(fedora6)));
        Map<String, String> noTarget = RecordedParams.modelWarmGet("N_MEMBERS", 1000, "FILE");
        noTarget.remove("target");
        assertTrue(fullGet("false").holdFor(result(noTarget)), "a result without a target is the model's");
    }
}
