package org.repobench.report;

import org.repobench.results.ParamOrder;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * Where each param goes in a table, following the Fedora community's performance studies: the target (the model and the
 * servers side by side), the store and the levers (parallel, cacheSize, referenceLookup, traversal, prefer,
 * maintainIndex), the versioning study's onParentVersion (its tables put COPY and VERSION side by side) and Fedora
 * 6.1.0's autoVersioning and archivalGroup across, the workload and the size down. Params this class does not know
 * (layout, threads, descendantType, ...) go down as well, between workload and size, so they are shown rather than
 * dropped; size stays last because the per-member cost is read along it.
 */
final class ParamRoles {
    static final List<String> ACROSS = List.of(ParamOrder.TARGET, ParamOrder.STORE, ParamOrder.PARALLEL,
            ParamOrder.CACHE_SIZE, ParamOrder.REFERENCE_LOOKUP, ParamOrder.TRAVERSAL, ParamOrder.PREFER,
            ParamOrder.MAINTAIN_INDEX, ParamOrder.ON_PARENT_VERSION, ParamOrder.AUTO_VERSIONING,
            ParamOrder.ARCHIVAL_GROUP);
    static final List<String> LEVERS = List.of(ParamOrder.PARALLEL, ParamOrder.CACHE_SIZE, ParamOrder.REFERENCE_LOOKUP,
            ParamOrder.TRAVERSAL, ParamOrder.PREFER, ParamOrder.MAINTAIN_INDEX, ParamOrder.ON_PARENT_VERSION,
            ParamOrder.AUTO_VERSIONING, ParamOrder.ARCHIVAL_GROUP);

    private ParamRoles() {
    }

    static List<String> columns(Collection<String> varying) {
        return ACROSS.stream().filter(varying::contains).toList();
    }

    static List<String> rows(Collection<String> varying) {
        List<String> rows = new ArrayList<>();
        if (varying.contains(ParamOrder.WORKLOAD)) {
            rows.add(ParamOrder.WORKLOAD);
        }
        varying.stream()
                .filter(p -> !ACROSS.contains(p) && !p.equals(ParamOrder.WORKLOAD) && !p.equals(ParamOrder.SIZE))
                .sorted()
                .forEach(rows::add);
        if (varying.contains(ParamOrder.SIZE)) {
            rows.add(ParamOrder.SIZE);
        }
        return rows;
    }
}
