package org.repobench.run;

import org.junit.jupiter.api.Test;
import org.repobench.api.ParamNames;
import org.repobench.api.Target;
import org.repobench.api.TargetKind;
import org.repobench.ldp.FedoraVocabulary;
import org.repobench.ldp.LdpServer;
import org.repobench.ldp.fedora.FedoraBuild;
import org.repobench.ldp.fedora.FedoraLine;
import org.repobench.ldp.fedora.ServletApi;
import org.repobench.ldp.fedora.ServerTuning;
import org.repobench.results.ParamOrder;
import org.repobench.store.StoreKind;

import java.net.URI;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The plan of passes, checked without any server or fork: which passes run against which target, with which values,
 * and what is said to be not applicable and why.
 */
class PassPlanTest {
    private static final String WARM_GET = "org.repobench.members.ManyMembersBenchmark.warmGet";
    private static final String COLD_GET = "org.repobench.members.ManyMembersBenchmark.coldGet";
    private static final String MODEL_ONLY = "org.repobench.members.QueryBenchmark.query";
    private static final List<StoreSet> MODEL_SETS = List.of(new StoreSet(new String[]{"FILE", "LEVELDB"},
            Optional.empty()));
    private static final List<StoreKind> STORES = List.of(StoreKind.FILE, StoreKind.LEVELDB);
    private static final LdpServer URL_SERVER = new LdpServer(URI.create("http://127.0.0.1:8080/rest/"),
            Optional.empty(), FedoraVocabulary.FEDORA_5_AND_LATER, "Fedora 6.5.2");

    private static final FedoraBuild FEDORA_4_7_5 = registry(FedoraLine.FEDORA_4, "4.7.5");
    private static final FedoraBuild FEDORA_6_1_0 = registry(FedoraLine.FEDORA_6, "6.1.0");

    /** A build as the registry would give it; no war is read: the plan asks the build, never the file. */
    private static FedoraBuild registry(FedoraLine line, String version) {
        return new FedoraBuild(line, version, ServletApi.JAVAX, Path.of("/m2/fcrepo-webapp-" + version + ".war"),
                "0".repeat(64), Optional.of("org.fcrepo:fcrepo-webapp:" + version + ":war"));
    }

    private static BenchmarkDecl warmGet() {
        Map<String, String[]> params = new LinkedHashMap<>();
        params.put(ParamNames.TARGET, new String[]{"MODEL"});
        params.put(ParamNames.STORE, new String[]{"FILE"});
        params.put(ParamNames.WORKLOAD, new String[]{"N_MEMBERS", "N_MEMBEROF"});
        params.put(ParamNames.SIZE, new String[]{"1000"});
        params.put(ParamNames.SEED, new String[]{"42"});
        params.put(ParamNames.LAYOUT, new String[]{"PAIRTREE"});
        params.put(ParamNames.CACHE_SIZE, new String[]{"10000"});
        params.put(ParamNames.PARALLEL, new String[]{"false"});
        return new BenchmarkDecl(WARM_GET, params);
    }

    private static BenchmarkDecl without(String name, BenchmarkDecl like, String... dropped) {
        Map<String, String[]> params = new LinkedHashMap<>(like.params());
        for (String param : dropped) {
            params.remove(param);
        }
        return new BenchmarkDecl(name, params);
    }

    private static PassPlan.Plan plan(Map<String, List<String>> params, List<BenchmarkDecl> selected) {
        List<Target> targets = RunTargets.requested(params);
        return new PassPlan(params, selected).plan(targets, MODEL_SETS, STORES,
                targets.contains(Target.URL) ? Optional.of(URL_SERVER) : Optional.empty(),
                target -> List.of(FEDORA_4_7_5, FEDORA_6_1_0).stream().filter(b -> b.target().equals(target))
                        .findFirst().orElseThrow());
    }

    private static boolean says(PassPlan.Plan plan, String target, String what) {
        return plan.notApplicable().stream().anyMatch(line -> line.startsWith("# repobench: not applicable to target "
                + target + ": ") && line.contains(what));
    }

    @Test
    void theModelAloneIsOnePassPerStoreSetAndSaysNothing() {
        PassPlan.Plan plan = plan(Map.of(), List.of(warmGet()));
        assertEquals(1, plan.passes().size());
        PlannedPass pass = plan.passes().get(0);
        assertEquals(Target.MODEL, pass.target());
        assertArrayEquals(new String[]{"FILE", "LEVELDB"}, pass.params().get(ParamNames.STORE));
        assertTrue(pass.server().isEmpty());
        assertEquals(List.of(), plan.notApplicable());
    }

    @Test
    void fedora6RunsOnceWithoutCacheSizeOrLevelDbOrInboundReferences() {
        PassPlan.Plan plan = plan(Map.of(ParamNames.TARGET, List.of("FEDORA_6_1_0"),
                ParamNames.CACHE_SIZE, List.of("10000", "1000000")), List.of(warmGet()));
        assertEquals(1, plan.passes().size(), "one store it can run on, cacheSize pinned");
        PlannedPass pass = plan.passes().get(0);
        assertEquals("fedora-6.1.0 file", pass.label());
        assertArrayEquals(new String[]{"10000"}, pass.params().get(ParamNames.CACHE_SIZE));
        assertArrayEquals(new String[]{"N_MEMBERS"}, pass.params().get(ParamNames.WORKLOAD));
        assertEquals(new PlannedPass.ServerRequest(FEDORA_6_1_0, StoreKind.FILE, ServerTuning.DEFAULTS),
                pass.server().orElseThrow());
        assertTrue(says(plan, "fedora-6.1.0", "cacheSize (fedora-6.1.0 has no cache like ModeShape's)"),
                plan.toString());
        assertTrue(says(plan, "fedora-6.1.0", "store=leveldb is not applicable"), plan.notApplicable().toString());
        assertTrue(says(plan, "fedora-6.1.0", "workload n-memberof"), plan.notApplicable().toString());
        assertTrue(plan.inapplicable().get("FEDORA_6_1_0").containsAll(Set.of(ParamNames.CACHE_SIZE,
                ParamNames.PARALLEL)), plan.inapplicable().toString());
    }

    @Test
    void fedora4StartsAServerPerCacheSize() {
        PassPlan.Plan plan = plan(Map.of(ParamNames.TARGET, List.of("MODEL", "FEDORA_4_7_5"),
                ParamNames.CACHE_SIZE, List.of("10000", "1000000")), List.of(warmGet()));
        List<PlannedPass> servers = plan.passes().stream().filter(p -> p.server().isPresent()).toList();
        assertEquals(List.of(ServerTuning.cacheSize(10000), ServerTuning.cacheSize(1000000)),
                servers.stream().map(p -> p.server().orElseThrow().tuning()).toList());
        assertArrayEquals(new String[]{"N_MEMBERS", "N_MEMBEROF"}, servers.get(0).params().get(ParamNames.WORKLOAD),
                "Fedora 4 computes inbound references");
        assertEquals(Optional.empty(), Optional.ofNullable(plan.inapplicable().get("FEDORA_4_7_5"))
                .filter(params -> params.contains(ParamNames.CACHE_SIZE)), "cacheSize is 4.7.5's own lever");
    }

    @Test
    void aServerRunsTheModelsLeversOnceAndLeavesOutWhatItCannotRun() {
        PassPlan.Plan plan = plan(Map.of(ParamNames.TARGET, List.of("FEDORA_6_1_0"),
                ParamNames.PARALLEL, List.of("false", "true")), List.of(warmGet(), without(COLD_GET, warmGet()),
                without(MODEL_ONLY, warmGet(), ParamNames.TARGET)));
        PlannedPass pass = plan.passes().get(0);
        assertArrayEquals(new String[]{"false"}, pass.params().get(ParamNames.PARALLEL));
        assertTrue(says(plan, "fedora-6.1.0", "parallel (levers of the model); run once, recorded as "
                + ParamOrder.NOT_APPLICABLE), plan.notApplicable().toString());
        assertTrue(says(plan, "fedora-6.1.0", "coldGet (a server would have to restart"), plan.toString());
        assertTrue(says(plan, "fedora-6.1.0", "QueryBenchmark.query (it runs on the model only"), plan.toString());
        assertTrue(pass.excludes().contains(Pass.excluding(MODEL_ONLY)) && pass.excludes().contains("\\.coldGet$"),
                pass.excludes().toString());
    }

    @Test
    void aServerGivenByUrlGetsOnePassOnWhateverStoreItHas() {
        PassPlan.Plan plan = plan(Map.of(ParamNames.TARGET, List.of("URL"), ParamNames.STORE, List.of("FILE")),
                List.of(warmGet()));
        assertEquals(1, plan.passes().size());
        PlannedPass pass = plan.passes().get(0);
        assertEquals(TargetKind.URL, pass.target().kind());
        assertTrue(pass.server().isEmpty(), "nothing to start: the launcher probes it and leaves it as it found it");
        assertTrue(says(plan, "url", "store (the server keeps its data"), plan.notApplicable().toString());
        assertTrue(plan.inapplicable().get("URL").contains(ParamNames.STORE));
    }

    @Test
    void buildsAskTheirLineWhatTheyHave() {
        FedoraBuild fedora5 = registry(FedoraLine.FEDORA_5, "5.0.2");
        FedoraBuild war7 = new FedoraBuild(FedoraLine.FEDORA_7, "7.0.0", ServletApi.JAKARTA,
                Path.of("/w/fcrepo-webapp-7.0.0.war"), "746353e6" + "0".repeat(56), Optional.empty());
        Map<String, List<String>> params = Map.of(ParamNames.CACHE_SIZE, List.of("10000", "1000000"));
        PassPlan.Plan plan = new PassPlan(params, List.of(warmGet())).plan(List.of(fedora5.target(), war7.target()),
                MODEL_SETS, STORES, Optional.empty(), target -> target.equals(war7.target()) ? war7 : fedora5);
        List<String> labels = plan.passes().stream().map(PlannedPass::label).toList();
        assertEquals(List.of("fedora-5.0.2 file", "fedora-5.0.2 file", "war-7.0.0-746353e6 file"), labels,
                "ModeShape's cacheSize is Fedora 5's lever too; Fedora 7 runs once");
        assertTrue(says(plan, "war-7.0.0-746353e6", "cacheSize (war-7.0.0-746353e6 has no cache"),
                plan.notApplicable().toString());
        assertTrue(plan.inapplicable().containsKey("WAR_7_0_0_746353E6"), plan.inapplicable().toString());
    }

    @Test
    void aServerWithNoWorkloadItServesGetsNoPass() {
        PassPlan.Plan plan = plan(Map.of(ParamNames.TARGET, List.of("FEDORA_6_1_0"),
                ParamNames.WORKLOAD, List.of("N_MEMBEROF")), List.of(warmGet()));
        assertEquals(List.of(), plan.passes());
        assertTrue(says(plan, "fedora-6.1.0", "workload n-memberof"));
    }

    @Test
    void benchmarksThatTakeNoTargetLeaveNothingForAServer() {
        PassPlan.Plan plan = plan(Map.of(ParamNames.TARGET, List.of("FEDORA_4_7_5")),
                List.of(without(MODEL_ONLY, warmGet(), ParamNames.TARGET)));
        assertEquals(List.of(), plan.passes());
        assertTrue(says(plan, "fedora-4.7.5", "every benchmark of the run"), plan.notApplicable().toString());
    }
}
