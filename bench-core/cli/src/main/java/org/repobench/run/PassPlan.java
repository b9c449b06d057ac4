package org.repobench.run;

import org.repobench.api.MetricNames;
import org.repobench.api.ParamNames;
import org.repobench.api.Target;
import org.repobench.api.TargetKind;
import org.repobench.ldp.LdpServer;
import org.repobench.ldp.fedora.FedoraBuild;
import org.repobench.ldp.fedora.ServerTuning;
import org.repobench.results.ParamOrder;
import org.repobench.store.BinaryStoreKind;
import org.repobench.store.StoreKind;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * The passes of a run over its targets, decided once and without starting anything: the model's passes as the stores
 * and binary stores make them, then, per Fedora the suite starts, one pass per store, binary store and (where
 * ModeShape runs) cacheSize or (Fedora 6) auto-versioning, each with a server of its own; a server given by URL gets
 * one pass. What a target lacks is asked of the target itself (its release, or what the probe found) and said once,
 * as "not applicable": the model's levers, LevelDB, a cacheSize where no ModeShape runs, cold GETs, inbound
 * references a server does not compute, binary stores other than a server's own. A unit test checks a plan in
 * milliseconds.
 */
final class PassPlan {
    private final RunParams run;
    private final PlanNotes notes = new PlanNotes();
    private final ServerLevers levers;

    /** The passes, the lines that say what was left out, and the params each target records as not applicable. */
    record Plan(List<PlannedPass> passes, List<String> notApplicable, Map<String, Set<String>> inapplicable) {
    }

    PassPlan(Map<String, List<String>> params, List<BenchmarkDecl> selected) {
        this.run = new RunParams(params, selected);
        this.levers = new ServerLevers(run, notes);
    }

    /**
     * @param modelSets the model's passes (stores that run with the same binary stores)
     * @param stores    the stores provisioned for the run
     * @param url       the server given by URL, as its probe found it, when the run asked for target url
     * @param builds    the build of each managed target, as the host resolved it (a registry version, a war)
     */
    Plan plan(List<Target> targets, List<StoreSet> modelSets, Collection<StoreKind> stores, Optional<LdpServer> url,
              Function<Target, FedoraBuild> builds) {
        List<PlannedPass> passes = new ArrayList<>();
        for (Target target : targets) {
            if (target.overHttp() && !run.servable()) {
                notes.notApplicable(target, "every benchmark of the run (against a server run the benchmarks with a"
                        + " target param: the many-members warm GETs, the CRUD benchmarks, the ingests and the"
                        + " versioning benchmarks)");
                continue;
            }
            if (target.overHttp()) {
                notes.notApplicable(target, "counted work (" + MetricNames.STORE_DOCUMENTS_READ + ", "
                        + MetricNames.STORE_BYTES_READ + ", " + MetricNames.STORE_STATEMENTS + "): it counts the"
                        + " model's own store reads; a server's results hold time, CPU time and allocation");
            }
            if (target.kind() == TargetKind.MODEL) {
                passes.addAll(model(modelSets));
            } else if (target.kind() == TargetKind.URL) {
                passes.addAll(url(url.orElseThrow(() -> new IllegalArgumentException("target url: no probed server")),
                        stores));
            } else {
                passes.addAll(managed(target, builds.apply(target), stores));
            }
        }
        return new Plan(List.copyOf(passes), notes.lines(), notes.inapplicable());
    }

    /** The fixtures a pass loads, for removing them from a server given by URL after its pass. */
    RunParams run() {
        return run;
    }

    private List<PlannedPass> model(List<StoreSet> modelSets) {
        List<PlannedPass> passes = new ArrayList<>();
        for (StoreSet storeSet : modelSets) {
            Map<String, String[]> set = new LinkedHashMap<>();
            set.put(ParamNames.TARGET, new String[]{Target.MODEL.recorded()});
            set.put(ParamNames.STORE, storeSet.stores());
            storeSet.binaryStores().ifPresent(binary -> set.put(ParamNames.BINARY_STORE, binary));
            levers.pinAutoVersioning(Target.MODEL, "the model versions only when asked", set);
            levers.withoutArchivalGroups(Target.MODEL, "the model keeps every resource a node of its own", set);
            passes.add(new PlannedPass("model", Target.MODEL, set, List.of(), Optional.empty()));
        }
        return passes;
    }

    private List<PlannedPass> managed(Target target, FedoraBuild build, Collection<StoreKind> stores) {
        List<String> cacheSizes = run.values(ParamNames.CACHE_SIZE);
        if (!build.hasCacheSize() && cacheSizes.size() > 1) {
            notes.notApplicable(target, "cacheSize (" + build.cliName() + " has no cache like ModeShape's); its"
                    + " passes run once, with cacheSize recorded as " + ParamOrder.NOT_APPLICABLE);
        }
        if (!build.hasCacheSize() && !cacheSizes.isEmpty()) {
            notes.markInapplicable(target, ParamNames.CACHE_SIZE);
        }
        List<String> workloads = levers.workloads(target, build.vocabulary());
        if (workloads.isEmpty()) {
            return List.of();
        }
        // one server start per value asked of a release that has the lever; else one, its value pinned
        List<String> autoVersionings = build.autoVersioningNotApplicable().isPresent()
                || run.values(ParamNames.AUTO_VERSIONING).isEmpty() ? List.of("")
                : run.values(ParamNames.AUTO_VERSIONING);
        List<String> binaryStores = levers.binaryStores(target, build);
        List<String> sizes = build.hasCacheSize() || cacheSizes.isEmpty() ? cacheSizes : List.of(cacheSizes.get(0));
        List<PlannedPass> passes = new ArrayList<>();
        for (StoreKind store : stores) {
            Optional<String> why = build.notApplicable(store);
            if (why.isPresent()) {
                notes.notApplicable(target, why.get());
                continue;
            }
            for (String cacheSize : sizes.isEmpty() ? List.of("") : sizes) {
                for (String autoVersioning : autoVersionings) {
                    for (String binaryStore : binaryStores) {
                        passes.add(managedPass(target, build, store, workloads, cacheSize,
                                new Choice(autoVersioning, autoVersionings), new Choice(binaryStore, binaryStores)));
                    }
                }
            }
        }
        return passes;
    }

    /** One value of a restart lever and all the values the run gives it (the first pass runs what lacks the lever). */
    private record Choice(String value, List<String> all) {
        boolean first() {
            return value.equals(all.get(0));
        }
    }

    private PlannedPass managedPass(Target target, FedoraBuild build, StoreKind store, List<String> workloads,
                                    String cacheSize, Choice autoVersioning, Choice binaryStore) {
        Map<String, String[]> set = levers.serverParams(target, workloads);
        levers.versioningLevers(target, build.vocabulary(), build.childVersioning(), set);
        if (!build.hasArchivalGroups()) {
            levers.withoutArchivalGroups(target, "archival groups came with Fedora 6", set);
        }
        set.put(ParamNames.STORE, new String[]{store.name()});
        ServerTuning tuning = ServerTuning.DEFAULTS;
        if (!cacheSize.isEmpty()) {
            set.put(ParamNames.CACHE_SIZE, new String[]{cacheSize});
            if (build.hasCacheSize()) {
                tuning = ServerTuning.cacheSize(Integer.parseInt(cacheSize));
            }
        }
        List<String> excludes = new ArrayList<>(levers.serverExcludes(target));
        String name = target.cliName() + " " + store.cliName();
        if (autoVersioning.value().isEmpty()) {
            levers.pinAutoVersioning(target, "it makes a version only when asked", set);
        } else {
            set.put(ParamNames.AUTO_VERSIONING, new String[]{autoVersioning.value()});
            tuning = tuning.autoVersioning(Boolean.parseBoolean(autoVersioning.value()));
            name += " autoVersioning=" + autoVersioning.value();
            if (!autoVersioning.first()) {
                excludes.addAll(run.lacking(ParamNames.AUTO_VERSIONING));   // they ran in the first pass
            }
        }
        if (!binaryStore.value().isEmpty()) {
            BinaryStoreKind binaries = BinaryStoreKind.valueOf(binaryStore.value());
            set.put(ParamNames.BINARY_STORE, new String[]{binaryStore.value()});
            tuning = tuning.binaryStore(binaries);
            if (binaries != BinaryStoreKind.FILE) {
                name += " binaryStore=" + binaries.cliName();
            }
            if (!binaryStore.first()) {
                excludes.addAll(run.lacking(ParamNames.BINARY_STORE));   // they ran in the first pass
            }
        }
        return new PlannedPass(name, target, set, excludes,
                Optional.of(new PlannedPass.ServerRequest(build, store, tuning)));
    }

    private List<PlannedPass> url(LdpServer server, Collection<StoreKind> stores) {
        Target url = Target.URL;
        notes.notApplicable(url, MetricNames.SERVER_CPU_TIME + ", " + MetricNames.SERVER_ALLOCATION
                + " (the suite reads them only of a server it started)");
        if (stores.size() > 1 || run.asked(ParamNames.STORE)) {
            notes.notApplicable(url, "store (the server keeps its data as it is configured to)");
        }
        List<String> cacheSizes = run.values(ParamNames.CACHE_SIZE);
        if (cacheSizes.size() > 1) {
            notes.notApplicable(url, "cacheSize (a server given by URL runs as it was started); recorded as "
                    + ParamOrder.NOT_APPLICABLE);
        }
        List<String> workloads = levers.workloads(url, server.vocabulary());
        if (workloads.isEmpty()) {
            return List.of();
        }
        Map<String, String[]> set = levers.serverParams(url, workloads);
        levers.versioningLevers(url, server.vocabulary(), Optional.empty(), set);
        levers.pinAutoVersioning(url, "a server given by URL runs as it was started", set);
        if (!server.hasArchivalGroups()) {
            levers.withoutArchivalGroups(url, server.product() + " does not say it is Fedora 6 or later, which"
                    + " archival groups came with", set);
        }
        set.put(ParamNames.STORE, new String[]{StoreKind.FILE.name()});
        notes.markInapplicable(url, ParamNames.STORE);
        List<String> binaryStores = run.values(ParamNames.BINARY_STORE);
        if (!binaryStores.isEmpty()) {
            if (binaryStores.size() > 1 || !binaryStores.get(0).equals(BinaryStoreKind.FILE.name())) {
                notes.notApplicable(url, ParamNames.BINARY_STORE + " (a server given by URL keeps its binaries as it"
                        + " is configured to); run once, recorded as " + ParamOrder.NOT_APPLICABLE);
            }
            set.put(ParamNames.BINARY_STORE, new String[]{BinaryStoreKind.FILE.name()});
            notes.markInapplicable(url, ParamNames.BINARY_STORE);
        }
        if (!cacheSizes.isEmpty()) {
            set.put(ParamNames.CACHE_SIZE, new String[]{cacheSizes.get(0)});
            notes.markInapplicable(url, ParamNames.CACHE_SIZE);
        }
        return List.of(new PlannedPass("url", url, set, levers.serverExcludes(url), Optional.empty()));
    }
}
