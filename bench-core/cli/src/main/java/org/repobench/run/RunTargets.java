package org.repobench.run;

import org.repobench.api.ParamNames;
import org.repobench.api.Target;
import org.repobench.ldp.fedora.FedoraBuild;
import org.repobench.ldp.fedora.FedoraBuilds;
import org.repobench.store.settings.Environment;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The targets a run asked for, and the Fedora build of each managed one: read from its war or resolved from the
 * registry once, in the host, before any pass (a war that is not a Fedora's, a version the registry lacks, a Jakarta
 * war with no Java 21 are one line each, exit code 2). Two names of one build ({@code fedora-4.7.5},
 * {@code FEDORA_4_7_5}) are one target.
 */
final class RunTargets {
    private final Map<String, List<String>> params;
    private List<FedoraBuild> builds;

    RunTargets(Map<String, List<String>> params) {
        this.params = params;
    }

    /** The targets as asked (a war still by its path); the model when the run named none. */
    static List<Target> requested(Map<String, List<String>> params) {
        return params.getOrDefault(ParamNames.TARGET, List.of(Target.MODEL.recorded())).stream()
                .map(Target::parse).distinct().toList();
    }

    /** The builds of the managed targets, in the order asked. */
    List<FedoraBuild> builds() {
        if (builds == null) {
            Map<Target, FedoraBuild> found = new LinkedHashMap<>();
            for (Target target : requested(params)) {
                if (target.isManaged()) {
                    FedoraBuild build = FedoraBuilds.resolve(target, Environment.system());
                    found.putIfAbsent(build.target(), build);
                }
            }
            builds = List.copyOf(found.values());
        }
        return builds;
    }

    /** What the passes are made for: the model and a URL as asked, then each build by its own name. */
    List<Target> resolved() {
        List<Target> targets = new ArrayList<>();
        for (Target target : requested(params)) {
            if (!target.isManaged()) {
                targets.add(target);
            }
        }
        builds().forEach(build -> targets.add(build.target()));
        return targets;
    }

    /** The build of a resolved managed target. */
    Optional<FedoraBuild> build(Target target) {
        return builds().stream().filter(build -> build.target().equals(target)).findFirst();
    }
}
