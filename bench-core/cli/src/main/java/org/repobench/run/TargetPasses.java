package org.repobench.run;

import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.repobench.api.ParamNames;
import org.repobench.api.Target;
import org.repobench.api.TargetKind;
import org.repobench.jmh.TargetSettings;
import org.repobench.ldp.LdpClient;
import org.repobench.ldp.LdpServer;
import org.repobench.ldp.FedoraVocabulary;
import org.repobench.ldp.fedora.FedoraBuild;
import org.repobench.ldp.fedora.ServerTuning;
import org.repobench.results.ParamOrder;
import org.repobench.store.BinaryStoreKind;
import org.repobench.store.StoreKind;
import org.repobench.store.settings.Environment;
import org.repobench.workload.Layout;
import org.repobench.workload.LdpFixtures;
import org.repobench.workload.Workload;
import org.repobench.workload.WorkloadFixture;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The passes of a run over its targets (the {@code target} param): the model's passes as the stores and binary
 * stores make them, then, per Fedora build the suite starts ({@link RunTargets}), one pass per store, binary store
 * and (ModeShape: Fedora 4 and 5) cacheSize or (Fedora 6 and later) auto-versioning, each with its own server; a
 * server given by URL gets one pass. Whatever a target does not have is said once, as "not applicable", and left
 * out: the model's levers, LevelDB, Fedora 6's cacheSize, cold GETs, inbound references that a server does not
 * compute, binary stores other than a server's own.
 */
final class TargetPasses {
    private static final String COLD_GET = "coldGet";
    private static final String FILE_BINARIES = "FILE";
    /** The workloads of a pass whose benchmarks take none: not empty, which would mean "none served". */
    private static final List<String> NO_WORKLOAD = List.of("");

    private final Map<String, List<String>> params;
    private final Collection<BenchmarkListEntry> selected;
    private final PrintStream out;
    private final FedoraServers servers;
    private final Set<String> said = new HashSet<>();
    private final Map<String, Set<String>> inapplicable = new LinkedHashMap<>();
    private final RunTargets targets;

    TargetPasses(Map<String, List<String>> params, Collection<BenchmarkListEntry> selected, FedoraServers servers,
                 PrintStream out) {
        this.params = params;
        this.selected = selected;
        this.servers = servers;
        this.out = out;
        this.targets = new RunTargets(params);
    }

    /** The targets the run asked for; the model when it named none. */
    static List<Target> requested(Map<String, List<String>> params) {
        return RunTargets.requested(params);
    }

    /** The Fedora builds the run starts (see {@link RunTargets}). */
    List<FedoraBuild> builds() {
        return targets.builds();
    }

    /**
     * @param modelSets the model's passes (stores that run with the same binary stores)
     * @param stores    the stores provisioned for the run
     */
    List<Pass> of(List<StoreSet> modelSets, Collection<StoreKind> stores) {
        List<Pass> passes = new ArrayList<>();
        for (Target target : targets.resolved()) {
            if (target.overHttp() && !servable()) {
                notApplicable(target, "every benchmark of the run (against a server run the benchmarks with a"
                        + " target param: the many-members warm GETs, the CRUD benchmarks, the ingests and the"
                        + " versioning benchmarks)");
                continue;
            }
            if (target.kind() == TargetKind.MODEL) {
                for (StoreSet storeSet : modelSets) {
                    Map<String, String[]> set = new LinkedHashMap<>();
                    set.put(ParamNames.TARGET, new String[]{target.recorded()});
                    set.put(ParamNames.STORE, storeSet.stores());
                    storeSet.binaryStores().ifPresent(binary -> set.put(ParamNames.BINARY_STORE, binary));
                    pinAutoVersioning(target, "the model versions only when asked", set);
                    withoutArchivalGroups(target, "the model keeps every resource a node of its own", set);
                    passes.add(new Pass("model", set, List.of(), Optional.empty()));
                }
            } else if (target.kind() == TargetKind.URL) {
                passes.addAll(url(stores));
            } else {
                passes.addAll(managed(target, targets.build(target).orElseThrow(), stores));
            }
        }
        return passes;
    }

    private List<Pass> managed(Target target, FedoraBuild build, Collection<StoreKind> stores) {
        List<Pass> passes = new ArrayList<>();
        List<String> cacheSizes = values(ParamNames.CACHE_SIZE);
        if (!build.hasCacheSize() && cacheSizes.size() > 1) {
            notApplicable(target, "cacheSize (" + build.cliName() + " has no cache like ModeShape's); its"
                    + " passes run once, with cacheSize recorded as " + ParamOrder.NOT_APPLICABLE);
        }
        if (!build.hasCacheSize() && !cacheSizes.isEmpty()) {
            markInapplicable(target, ParamNames.CACHE_SIZE);
        }
        List<String> workloads = workloads(target, Optional.of(build.vocabulary()));
        if (workloads.isEmpty()) {
            return passes;
        }
        // one server start per value asked of a release that has the lever; else one, its value pinned
        List<String> autoVersionings = build.autoVersioningNotApplicable().isPresent()
                || values(ParamNames.AUTO_VERSIONING).isEmpty() ? List.of("") : values(ParamNames.AUTO_VERSIONING);
        List<String> binaryStores = binaryStores(target, build);
        for (StoreKind store : stores) {
            Optional<String> why = build.notApplicable(store);
            if (why.isPresent()) {
                notApplicable(target, why.get());
                continue;
            }
            List<String> sizes = build.hasCacheSize() || cacheSizes.isEmpty() ? cacheSizes
                    : List.of(cacheSizes.get(0));
            for (String cacheSize : sizes.isEmpty() ? List.of("") : sizes) {
                for (String autoVersioning : autoVersionings) {
                    for (String binaryStore : binaryStores) {
                        Map<String, String[]> set = serverParams(target, workloads);
                        versioningLevers(target, build.vocabulary(), build.childVersioning(), set);
                        if (!build.hasArchivalGroups()) {
                            withoutArchivalGroups(target, "archival groups came with Fedora 6", set);
                        }
                        set.put(ParamNames.STORE, new String[]{store.name()});
                        ServerTuning tuning = ServerTuning.DEFAULTS;
                        if (!cacheSize.isEmpty()) {
                            set.put(ParamNames.CACHE_SIZE, new String[]{cacheSize});
                            if (build.hasCacheSize()) {
                                tuning = ServerTuning.cacheSize(Integer.parseInt(cacheSize));
                            }
                        }
                        List<String> excludes = new ArrayList<>(serverExcludes(target));
                        String name = target.cliName() + " " + store.cliName();
                        if (autoVersioning.isEmpty()) {
                            pinAutoVersioning(target, "it makes a version only when asked", set);
                        } else {
                            set.put(ParamNames.AUTO_VERSIONING, new String[]{autoVersioning});
                            tuning = tuning.autoVersioning(Boolean.parseBoolean(autoVersioning));
                            name += " autoVersioning=" + autoVersioning;
                            if (!autoVersioning.equals(autoVersionings.get(0))) {
                                excludes.addAll(lacking(ParamNames.AUTO_VERSIONING));   // they ran in the first pass
                            }
                        }
                        if (!binaryStore.isEmpty()) {
                            BinaryStoreKind binaries = BinaryStoreKind.valueOf(binaryStore);
                            set.put(ParamNames.BINARY_STORE, new String[]{binaryStore});
                            tuning = tuning.binaryStore(binaries);
                            if (binaries != BinaryStoreKind.FILE) {
                                name += " binaryStore=" + binaries.cliName();
                            }
                            if (!binaryStore.equals(binaryStores.get(0))) {
                                excludes.addAll(lacking(ParamNames.BINARY_STORE));   // they ran in the first pass
                            }
                        }
                        ServerTuning started = tuning;
                        passes.add(new Pass(name, set, excludes,
                                Optional.of(() -> servers.start(build, store, started))));
                    }
                }
            }
        }
        return passes;
    }

    private List<Pass> url(Collection<StoreKind> stores) {
        // probed here, before any fork: an unreachable, non-LDP or refusing server is one line and exit code 2
        LdpServer server = TargetSettings.server(Environment.system());
        out.println("# repobench: target url: " + server.product() + " at " + server.root());
        if (stores.size() > 1 || params.containsKey(ParamNames.STORE)) {
            notApplicable(Target.URL, "store (the server keeps its data as it is configured to)");
        }
        List<String> cacheSizes = values(ParamNames.CACHE_SIZE);
        if (cacheSizes.size() > 1) {
            notApplicable(Target.URL, "cacheSize (a server given by URL runs as it was started); recorded as "
                    + ParamOrder.NOT_APPLICABLE);
        }
        List<String> workloads = workloads(Target.URL, Optional.of(server.vocabulary()));
        if (workloads.isEmpty()) {
            return List.of();
        }
        Map<String, String[]> set = serverParams(Target.URL, workloads);
        versioningLevers(Target.URL, server.vocabulary(), Optional.empty(), set);
        pinAutoVersioning(Target.URL, "a server given by URL runs as it was started", set);
        if (!server.hasArchivalGroups()) {
            withoutArchivalGroups(Target.URL, server.product() + " does not say it is Fedora 6 or later, which"
                    + " archival groups came with", set);
        }
        set.put(ParamNames.STORE, new String[]{StoreKind.FILE.name()});
        markInapplicable(Target.URL, ParamNames.STORE);
        List<String> binaryStores = values(ParamNames.BINARY_STORE);
        if (!binaryStores.isEmpty()) {
            if (binaryStores.size() > 1 || !binaryStores.get(0).equals(FILE_BINARIES)) {
                notApplicable(Target.URL, ParamNames.BINARY_STORE + " (a server given by URL keeps its binaries as"
                        + " it is configured to); run once, recorded as " + ParamOrder.NOT_APPLICABLE);
            }
            set.put(ParamNames.BINARY_STORE, new String[]{FILE_BINARIES});
            markInapplicable(Target.URL, ParamNames.BINARY_STORE);
        }
        if (!cacheSizes.isEmpty()) {
            set.put(ParamNames.CACHE_SIZE, new String[]{cacheSizes.get(0)});
            markInapplicable(Target.URL, ParamNames.CACHE_SIZE);
        }
        boolean keep = TargetSettings.keep(Environment.system());
        Pass.ServerStart leaveAsFound = () -> {
            FedoraServers.Handoff handoff = servers.handoff(server);
            return new Pass.StartedServer() {
                @Override
                public List<String> forkJvmArgs() {
                    return handoff.args();
                }

                @Override
                public void close() throws Exception {
                    try (handoff) {
                        if (keep) {
                            out.println("# repobench: fixtures kept on " + server.root() + LdpFixtures.CONTAINER
                                    + " (" + TargetSettings.KEEP + "=true)");
                            return;
                        }
                        try (LdpClient client = new LdpClient(server)) {
                            fixtures(set).forEach(fixture -> LdpFixtures.remove(client, fixture));
                        }
                    }
                }
            };
        };
        return List.of(new Pass("url", set, serverExcludes(Target.URL), Optional.of(leaveAsFound)));
    }

    /** The fixtures a pass loads: every valid combination of its workload, size, seed and layout values. */
    private List<WorkloadFixture> fixtures(Map<String, String[]> set) {
        List<WorkloadFixture> fixtures = new ArrayList<>();
        String[] workloads = values(ParamNames.WORKLOAD).toArray(String[]::new);
        for (String workload : set.getOrDefault(ParamNames.WORKLOAD, workloads)) {
            for (String size : values(ParamNames.SIZE)) {
                for (String seed : values(ParamNames.SEED)) {
                    for (String layout : values(ParamNames.LAYOUT)) {
                        try {
                            fixtures.add(new WorkloadFixture(Workload.valueOf(workload), Integer.parseInt(size),
                                    Long.parseLong(seed), Layout.valueOf(layout)));
                        } catch (IllegalArgumentException notAFixture) {
                            // a combination the benchmark refuses too (a layout for a workload without members)
                        }
                    }
                }
            }
        }
        return fixtures;
    }

    /** A param's values in this run: the user's, else the @Param defaults of the benchmarks that take a target. */
    private List<String> values(String param) {
        if (params.containsKey(param)) {
            return params.get(param);
        }
        Set<String> defaults = new LinkedHashSet<>();
        for (BenchmarkListEntry entry : selected) {
            Map<String, String[]> declared = entry.getParams().orElse(Map.of());
            if (declared.containsKey(ParamNames.TARGET) && declared.containsKey(param)) {
                defaults.addAll(Arrays.asList(declared.get(param)));
            }
        }
        return List.copyOf(defaults);
    }

    /**
     * A server's pass: its target, the model's levers at one value (the user's first, else the benchmark's first
     * default: running a server again for a lever it lacks would only repeat its result), the workloads it serves.
     */
    private Map<String, String[]> serverParams(Target target, List<String> workloads) {
        Map<String, String[]> set = new LinkedHashMap<>();
        set.put(ParamNames.TARGET, new String[]{target.recorded()});
        List<String> levers = ParamOrder.MODEL_LEVERS.stream()
                .filter(lever -> params.getOrDefault(lever, List.of()).size() > 1).toList();
        if (!levers.isEmpty()) {
            notApplicable(target, String.join(", ", levers) + " (levers of the model); run once, recorded as "
                    + ParamOrder.NOT_APPLICABLE);
        }
        for (String lever : ParamOrder.MODEL_LEVERS) {
            List<String> leverValues = values(lever);
            if (!leverValues.isEmpty()) {
                set.put(lever, new String[]{leverValues.get(0)});
                markInapplicable(target, lever);
            }
        }
        if (workloads != NO_WORKLOAD) {
            // always: with no workload asked, the defaults hold workloads the server may not serve
            set.put(ParamNames.WORKLOAD, workloads.toArray(String[]::new));
        }
        if (selected.stream().anyMatch(entry -> entry.getUsername().endsWith("." + COLD_GET))) {
            notApplicable(target, COLD_GET + " (a server would have to restart before every iteration)");
        }
        return set;
    }

    /**
     * The versioning levers a server has. Its node types decide what a version does with a container's children: a
     * managed Fedora 4.7.5 runs its stock {@code childVersioning} and says any other value is not applicable; of a
     * server given by URL the suite cannot know it, so it runs once, recorded as not applicable. A server that makes
     * mementos (Fedora 5 and later) versions every resource and takes no label: onParentVersion, versioning and label
     * run once, recorded as not applicable.
     */
    private void versioningLevers(Target target, FedoraVocabulary vocabulary, Optional<String> childVersioning,
                                  Map<String, String[]> set) {
        List<String> levers = vocabulary.namesVersions() ? List.of(ParamNames.ON_PARENT_VERSION)
                : List.of(ParamNames.ON_PARENT_VERSION, ParamNames.VERSIONING, ParamNames.LABEL);
        List<String> asked = new ArrayList<>();
        for (String lever : levers) {
            List<String> leverValues = values(lever);
            if (leverValues.isEmpty()) {
                continue;
            }
            if (lever.equals(ParamNames.ON_PARENT_VERSION) && childVersioning.isPresent()) {
                List<String> others = leverValues.stream().filter(value -> !value.equals(childVersioning.get()))
                        .toList();
                if (!others.isEmpty()) {
                    notApplicable(target, lever + " " + String.join(", ", others) + " (its stock node types version a"
                            + " container's children by " + childVersioning.get() + "); its pass runs "
                            + childVersioning.get());
                }
                set.put(lever, new String[]{childVersioning.get()});
                continue;
            }
            if (leverValues.size() > 1 || params.containsKey(lever)) {
                asked.add(lever);
            }
            set.put(lever, new String[]{leverValues.get(0)});
            markInapplicable(target, lever);
        }
        if (!asked.isEmpty()) {
            notApplicable(target, String.join(", ", asked) + (vocabulary.namesVersions()
                    ? " (the server's node types decide what a version does with a container's children)"
                    : " (the server makes mementos: every resource is versionable, each version named by its time)")
                    + "; run once, recorded as " + ParamOrder.NOT_APPLICABLE);
        }
    }

    /**
     * A target without the auto-versioning lever (Fedora 6's restart setting) runs once at its first value, recorded
     * as not applicable, and says so when the run asked for it.
     */
    private void pinAutoVersioning(Target target, String why, Map<String, String[]> set) {
        List<String> asked = values(ParamNames.AUTO_VERSIONING);
        if (asked.isEmpty()) {
            return;
        }
        if (asked.size() > 1 || params.containsKey(ParamNames.AUTO_VERSIONING)) {
            notApplicable(target, ParamNames.AUTO_VERSIONING + " (" + why + "); run once, recorded as "
                    + ParamOrder.NOT_APPLICABLE);
        }
        set.put(ParamNames.AUTO_VERSIONING, new String[]{asked.get(0)});
        markInapplicable(target, ParamNames.AUTO_VERSIONING);
    }

    /**
     * A target without archival groups (Fedora 6's container whose subtree is one OCFL object) makes plain containers:
     * its pass runs with archivalGroup=false, recorded as not applicable, and says so when the run asked for one.
     */
    private void withoutArchivalGroups(Target target, String why, Map<String, String[]> set) {
        List<String> asked = values(ParamNames.ARCHIVAL_GROUP);
        if (asked.isEmpty()) {
            return;
        }
        if (asked.contains(Boolean.TRUE.toString())) {
            notApplicable(target, ParamNames.ARCHIVAL_GROUP + " (" + why + "); its pass makes plain containers,"
                    + " recorded as " + ParamOrder.NOT_APPLICABLE);
        }
        set.put(ParamNames.ARCHIVAL_GROUP, new String[]{Boolean.FALSE.toString()});
        markInapplicable(target, ParamNames.ARCHIVAL_GROUP);
    }

    /**
     * The asked binary stores the release keeps binaries in (Fedora 4.7.5: files and S3; 6.1.0: its OCFL files), each
     * a server start of its own; the others are said. FILE when it keeps none of them; {@code [""]} when the run's
     * benchmarks have no binaryStore param.
     */
    private List<String> binaryStores(Target target, FedoraBuild build) {
        List<String> asked = values(ParamNames.BINARY_STORE);
        if (asked.isEmpty()) {
            return List.of("");
        }
        List<String> kept = new ArrayList<>();
        for (String value : asked) {
            Optional<String> why = build.notApplicable(BinaryStoreKind.valueOf(value));
            if (why.isPresent()) {
                notApplicable(target, why.get());
            } else {
                kept.add(value);
            }
        }
        return kept.isEmpty() ? List.of(FILE_BINARIES) : kept;
    }

    /** Excludes for the selected benchmarks that take a target but not {@code param}. */
    private List<String> lacking(String param) {
        return selected.stream().filter(entry -> !entry.getParams().orElse(Map.of()).containsKey(param))
                .map(Pass::excluding).toList();
    }

    /**
     * The asked workloads the server can serve; n-memberof needs inbound references computed from proxies. A run
     * whose server benchmarks have no workload (the CRUD operations) gets {@link #NO_WORKLOAD}.
     */
    private List<String> workloads(Target target, Optional<FedoraVocabulary> vocabulary) {
        if (!declared(ParamNames.WORKLOAD)) {
            return NO_WORKLOAD;
        }
        List<String> asked = values(ParamNames.WORKLOAD);
        List<String> served = new ArrayList<>();
        for (String name : asked) {
            if (Workload.valueOf(name) == Workload.N_MEMBEROF && vocabulary.orElse(null) != FedoraVocabulary.FEDORA_4) {
                notApplicable(target, "workload n-memberof (Fedora 5 and later return no inbound references computed"
                        + " from proxies: a GET would hold none of its N pcdm:memberOf triples); n-memberof-direct"
                        + " measures the same GET with the members' own statements");
            } else {
                served.add(name);
            }
        }
        return served;
    }

    /** Whether a benchmark of the run that takes a target also takes the param. */
    private boolean declared(String param) {
        return selected.stream().map(entry -> entry.getParams().orElse(Map.<String, String[]>of()))
                .anyMatch(declared -> declared.containsKey(ParamNames.TARGET) && declared.containsKey(param));
    }

    /** Some benchmark of the run can run against a server: it has a target param and is no cold GET. */
    private boolean servable() {
        return selected.stream().anyMatch(entry -> entry.getParams().orElse(Map.of()).containsKey(ParamNames.TARGET)
                && !entry.getUsername().endsWith("." + COLD_GET));
    }

    /** Against a server run only the benchmarks that have a target param, and no cold GET; the others are said. */
    private List<String> serverExcludes(Target target) {
        List<String> excludes = new ArrayList<>();
        for (BenchmarkListEntry entry : selected) {
            if (!entry.getParams().orElse(Map.of()).containsKey(ParamNames.TARGET)) {
                excludes.add(Pass.excluding(entry));
                String name = entry.getUsername();
                notApplicable(target, name.substring(name.lastIndexOf('.', name.lastIndexOf('.') - 1) + 1)
                        + " (it runs on the model only, for now)");
            }
        }
        excludes.add("\\." + COLD_GET + "$");
        return excludes;
    }

    /**
     * Per {@code target} value, the params its results record as {@link ParamOrder#NOT_APPLICABLE}: a benchmark's
     * param needs a value, so a server's pass runs with one, but its result does not depend on it.
     */
    Map<String, Set<String>> inapplicableParams() {
        return inapplicable;
    }

    private void markInapplicable(Target target, String param) {
        inapplicable.computeIfAbsent(target.recorded(), t -> new LinkedHashSet<>()).add(param);
    }

    private void notApplicable(Target target, String what) {
        String line = "# repobench: not applicable to target " + target.cliName() + ": " + what;
        if (said.add(line)) {
            out.println(line);
        }
    }
}
