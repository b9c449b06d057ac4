package org.repobench.run;

import org.repobench.api.Target;
import org.repobench.ldp.fedora.FedoraBuild;
import org.repobench.ldp.fedora.ServerTuning;
import org.repobench.store.StoreKind;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One pass as the plan decides it, before anything is started: its label, the param values it sets, the benchmarks it
 * leaves out, and the server it needs, if any.
 *
 * @param target the target the pass measures
 * @param params param values the pass sets, replacing the run's (name to values)
 * @param server the Fedora to start for it (managed targets); empty for the model and a server given by URL
 */
record PlannedPass(String label, Target target, Map<String, String[]> params, List<String> excludes,
                   Optional<ServerRequest> server) {

    /** The server a pass of a managed target starts: which build, on which store, with which restart levers. */
    record ServerRequest(FedoraBuild build, StoreKind store, ServerTuning tuning) {
    }
}
