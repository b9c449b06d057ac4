package org.repobench.run;

import org.repobench.api.ParamNames;
import org.repobench.api.Target;
import org.repobench.ldp.FedoraVocabulary;
import org.repobench.ldp.fedora.FedoraBuild;
import org.repobench.results.ParamOrder;
import org.repobench.store.BinaryStoreKind;
import org.repobench.workload.Workload;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What a server's pass sets and leaves out: the model's levers at one value, the versioning levers a server has, the
 * workloads it serves, the binary stores it keeps binaries in, the benchmarks it cannot run. Whatever it lacks is said
 * once through the notes, and recorded as not applicable.
 */
final class ServerLevers {
    /** The workloads of a pass whose benchmarks take none: not empty, which would mean "none served". */
    static final List<String> NO_WORKLOAD = List.of("");
    private static final String FILE_BINARIES = BinaryStoreKind.FILE.name();

    private final RunParams run;
    private final PlanNotes notes;

    ServerLevers(RunParams run, PlanNotes notes) {
        this.run = run;
        this.notes = notes;
    }

    /**
     * A server's pass: its target, the model's levers at one value (the user's first, else the benchmark's first
     * default: running a server again for a lever it lacks would only repeat its result), the workloads it serves.
     */
    Map<String, String[]> serverParams(Target target, List<String> workloads) {
        Map<String, String[]> set = new LinkedHashMap<>();
        set.put(ParamNames.TARGET, new String[]{target.recorded()});
        List<String> levers = ParamOrder.MODEL_LEVERS.stream().filter(lever -> run.askedCount(lever) > 1).toList();
        if (!levers.isEmpty()) {
            notes.notApplicable(target, String.join(", ", levers) + " (levers of the model); run once, recorded as "
                    + ParamOrder.NOT_APPLICABLE);
        }
        for (String lever : ParamOrder.MODEL_LEVERS) {
            List<String> leverValues = run.values(lever);
            if (!leverValues.isEmpty()) {
                set.put(lever, new String[]{leverValues.get(0)});
                notes.markInapplicable(target, lever);
            }
        }
        if (workloads != NO_WORKLOAD) {
            // always: with no workload asked, the defaults hold workloads the server may not serve
            set.put(ParamNames.WORKLOAD, workloads.toArray(String[]::new));
        }
        if (run.selected().stream().anyMatch(BenchmarkDecl::isColdGet)) {
            notes.notApplicable(target, "coldGet (a server would have to restart before every iteration)");
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
    void versioningLevers(Target target, FedoraVocabulary vocabulary, Optional<String> childVersioning,
                          Map<String, String[]> set) {
        List<String> levers = vocabulary.namesVersions() ? List.of(ParamNames.ON_PARENT_VERSION)
                : List.of(ParamNames.ON_PARENT_VERSION, ParamNames.VERSIONING, ParamNames.LABEL);
        List<String> asked = new ArrayList<>();
        for (String lever : levers) {
            List<String> leverValues = run.values(lever);
            if (leverValues.isEmpty()) {
                continue;
            }
            if (lever.equals(ParamNames.ON_PARENT_VERSION) && childVersioning.isPresent()) {
                List<String> others = leverValues.stream().filter(value -> !value.equals(childVersioning.get()))
                        .toList();
                if (!others.isEmpty()) {
                    notes.notApplicable(target, lever + " " + String.join(", ", others) + " (its stock node types"
                            + " version a container's children by " + childVersioning.get() + "); its pass runs "
                            + childVersioning.get());
                }
                set.put(lever, new String[]{childVersioning.get()});
                continue;
            }
            if (leverValues.size() > 1 || run.asked(lever)) {
                asked.add(lever);
            }
            set.put(lever, new String[]{leverValues.get(0)});
            notes.markInapplicable(target, lever);
        }
        if (!asked.isEmpty()) {
            notes.notApplicable(target, String.join(", ", asked) + (vocabulary.namesVersions()
                    ? " (the server's node types decide what a version does with a container's children)"
                    : " (the server makes mementos: every resource is versionable, each version named by its time)")
                    + "; run once, recorded as " + ParamOrder.NOT_APPLICABLE);
        }
    }

    /**
     * A target without the auto-versioning lever (Fedora 6's restart setting) runs once at its first value, recorded
     * as not applicable, and says so when the run asked for it.
     */
    void pinAutoVersioning(Target target, String why, Map<String, String[]> set) {
        List<String> asked = run.values(ParamNames.AUTO_VERSIONING);
        if (asked.isEmpty()) {
            return;
        }
        if (asked.size() > 1 || run.asked(ParamNames.AUTO_VERSIONING)) {
            notes.notApplicable(target, ParamNames.AUTO_VERSIONING + " (" + why + "); run once, recorded as "
                    + ParamOrder.NOT_APPLICABLE);
        }
        set.put(ParamNames.AUTO_VERSIONING, new String[]{asked.get(0)});
        notes.markInapplicable(target, ParamNames.AUTO_VERSIONING);
    }

    /**
     * A target without archival groups (Fedora 6's container whose subtree is one OCFL object) makes plain containers:
     * its pass runs with archivalGroup=false, recorded as not applicable, and says so when the run asked for one.
     */
    void withoutArchivalGroups(Target target, String why, Map<String, String[]> set) {
        List<String> asked = run.values(ParamNames.ARCHIVAL_GROUP);
        if (asked.isEmpty()) {
            return;
        }
        if (asked.contains(Boolean.TRUE.toString())) {
            notes.notApplicable(target, ParamNames.ARCHIVAL_GROUP + " (" + why + "); its pass makes plain"
                    + " containers, recorded as " + ParamOrder.NOT_APPLICABLE);
        }
        set.put(ParamNames.ARCHIVAL_GROUP, new String[]{Boolean.FALSE.toString()});
        notes.markInapplicable(target, ParamNames.ARCHIVAL_GROUP);
    }

    /**
     * The asked binary stores the release keeps binaries in (Fedora 4.7.5: files and S3; 6.1.0: its OCFL files), each
     * a server start of its own; the others are said. FILE when it keeps none of them; {@code [""]} when the run's
     * benchmarks have no binaryStore param.
     */
    List<String> binaryStores(Target target, FedoraBuild build) {
        List<String> asked = run.values(ParamNames.BINARY_STORE);
        if (asked.isEmpty()) {
            return List.of("");
        }
        List<String> kept = new ArrayList<>();
        for (String value : asked) {
            Optional<String> why = build.notApplicable(BinaryStoreKind.valueOf(value));
            if (why.isPresent()) {
                notes.notApplicable(target, why.get());
            } else {
                kept.add(value);
            }
        }
        return kept.isEmpty() ? List.of(FILE_BINARIES) : kept;
    }

    /**
     * The asked workloads the server can serve; n-memberof needs inbound references computed from proxies. A run
     * whose server benchmarks have no workload (the CRUD operations) gets {@link #NO_WORKLOAD}.
     */
    List<String> workloads(Target target, FedoraVocabulary vocabulary) {
        if (!run.declared(ParamNames.WORKLOAD)) {
            return NO_WORKLOAD;
        }
        List<String> served = new ArrayList<>();
        for (String name : run.values(ParamNames.WORKLOAD)) {
            if (Workload.valueOf(name) == Workload.N_MEMBEROF && vocabulary != FedoraVocabulary.FEDORA_4) {
                notes.notApplicable(target, "workload n-memberof (Fedora 5 and later return no inbound references"
                        + " computed from proxies: a GET would hold none of its N pcdm:memberOf triples);"
                        + " n-memberof-direct measures the same GET with the members' own statements");
            } else {
                served.add(name);
            }
        }
        return served;
    }

    /** Against a server run only the benchmarks that have a target param, and no cold GET; the others are said. */
    List<String> serverExcludes(Target target) {
        List<String> excludes = new ArrayList<>();
        for (BenchmarkDecl benchmark : run.selected()) {
            if (!benchmark.declares(ParamNames.TARGET)) {
                excludes.add(benchmark.excluding());
                notes.notApplicable(target, benchmark.shortName() + " (it runs on the model only, for now)");
            }
        }
        excludes.add(BenchmarkDecl.COLD_GETS);
        return excludes;
    }
}
