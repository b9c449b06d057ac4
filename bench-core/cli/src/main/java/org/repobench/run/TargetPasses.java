package org.repobench.run;

import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.repobench.api.Target;
import org.repobench.api.TargetKind;
import org.repobench.jmh.TargetSettings;
import org.repobench.ldp.LdpServer;
import org.repobench.ldp.fedora.FedoraBuild;
import org.repobench.store.StoreKind;
import org.repobench.store.settings.Environment;
import org.repobench.workload.LoadThreads;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The passes of a run made real: checks every target before any store or server is provisioned ({@link #check}: a
 * war or release that cannot be had, an unreachable, non-LDP or refusing server is one line and exit code 2), lets
 * {@link PassPlan} decide the passes, says what it left out, and gives each pass of a server what starts it and stops
 * it: a Fedora the suite starts, or, for a server given by URL, the removal of what its pass loaded there unless it
 * is to be kept ({@link LeftAsFound}).
 */
final class TargetPasses {
    private final PassPlan planner;
    private final PrintStream out;
    private final RunTargets targets;
    private Map<String, Set<String>> inapplicable = Map.of();
    private Optional<SideBySide> sideBySide = Optional.empty();
    private Optional<LdpServer> url;

    TargetPasses(Map<String, List<String>> params, Collection<BenchmarkListEntry> selected, PrintStream out) {
        this.planner = new PassPlan(params, selected.stream().map(BenchmarkDecl::of).toList());
        this.out = out;
        this.targets = new RunTargets(params);
    }

    /**
     * Every target checked, before the run provisions any store (which can take minutes): each managed build read
     * from its war or resolved from the registry, and a server given by URL probed, once. What a target lacks is
     * said when the passes are made.
     */
    TargetPasses check() {
        targets.builds();
        url();
        // read by the forks that load fixtures on a server: a wrong value is the user's, said before any fork
        LoadThreads.of(Environment.system());
        return this;
    }

    /** The server given by URL, probed once; empty where the run asked for none or nothing selected can use it. */
    private Optional<LdpServer> url() {
        if (url == null) {
            url = Optional.empty();
            if (targets.resolved().contains(Target.URL) && planner.run().servable()) {
                LdpServer server = TargetSettings.server(Environment.system());
                out.println("# repobench: target url: " + server.product() + " at " + server.root());
                url = Optional.of(server);
            }
        }
        return url;
    }

    /** The targets the run asked for (a war still by its path); the model when it named none. */
    static List<Target> requested(Map<String, List<String>> params) {
        return RunTargets.requested(params);
    }

    /**
     * The side-by-side server's build, started with every server of the run ({@code --side-by-side}), and where its
     * homes are kept.
     */
    record SideBySide(FedoraBuild build, FedoraServers servers) {
    }

    /** Every server the passes start gets {@code build}'s started side by side with it. */
    TargetPasses withSideBySide(SideBySide each) {
        sideBySide = Optional.of(each);
        return this;
    }

    /** The Fedora builds the run starts (see {@link RunTargets}). */
    List<FedoraBuild> builds() {
        return targets.builds();
    }

    /**
     * @param modelSets the model's passes (stores that run with the same binary stores)
     * @param stores    the stores provisioned for the run
     * @param servers   where the Fedora servers of the passes start, and how a server given by URL is handed over
     */
    List<Pass> of(List<StoreSet> modelSets, Collection<StoreKind> stores, FedoraServers servers) {
        Optional<LdpServer> url = url();
        PassPlan.Plan plan = planner.plan(targets.resolved(), modelSets, stores, url,
                target -> targets.build(target).orElseThrow());
        plan.notApplicable().forEach(out::println);
        inapplicable = plan.inapplicable();
        List<Pass> passes = new ArrayList<>();
        for (PlannedPass planned : plan.passes()) {
            Optional<Pass.ServerStart> start = planned.server().map(request -> () -> sideBySide.isEmpty()
                    ? servers.start(request.build(), request.store(), request.tuning())
                    : servers.startSideBySide(request.build(), request.store(), request.tuning(),
                    sideBySide.get().servers(), sideBySide.get().build()));
            if (planned.target().kind() == TargetKind.URL) {
                // it runs as it was found: its forks share it
                start = Optional.of(Pass.ServerStart.alreadyRunning(leaveAsFound(url.orElseThrow(),
                        planned.params(), servers)));
            }
            passes.add(new Pass(planned.label(), planned.params(), planned.excludes(), start));
        }
        return passes;
    }

    /**
     * A server given by URL is left as it was found ({@link LeftAsFound}): what the pass loaded goes, unless it is to
     * be kept.
     */
    private Pass.ServerStart leaveAsFound(LdpServer server, Map<String, String[]> set, FedoraServers servers) {
        boolean keep = TargetSettings.keep(Environment.system());
        return () -> {
            LeftAsFound found = LeftAsFound.look(server);
            FedoraServers.Handoff handoff = servers.handoff(server);
            return new Pass.StartedServer() {
                @Override
                public List<String> forkJvmArgs() {
                    return handoff.args();
                }

                @Override
                public void close() throws Exception {
                    try (handoff) {
                        found.restore(keep, planner.run().fixtures(set), out);
                    }
                }
            };
        };
    }

    /**
     * Per {@code target} value, the params its results record as not applicable: a benchmark's param needs a value,
     * so a server's pass runs with one, but its result does not depend on it.
     */
    Map<String, Set<String>> inapplicableParams() {
        return inapplicable;
    }
}
