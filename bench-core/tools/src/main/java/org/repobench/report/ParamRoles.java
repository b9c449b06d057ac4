package org.repobench.report;

import org.repobench.api.ParamNames;

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
    static final List<String> ACROSS = List.of(ParamNames.TARGET, ParamNames.STORE, ParamNames.PARALLEL,
            ParamNames.CACHE_SIZE, ParamNames.REFERENCE_LOOKUP, ParamNames.TRAVERSAL, ParamNames.PREFER,
            ParamNames.MAINTAIN_INDEX, ParamNames.ON_PARENT_VERSION, ParamNames.AUTO_VERSIONING,
            ParamNames.ARCHIVAL_GROUP);
    static final List<String> LEVERS = List.of(ParamNames.PARALLEL, ParamNames.CACHE_SIZE, ParamNames.REFERENCE_LOOKUP,
            ParamNames.TRAVERSAL, ParamNames.PREFER, ParamNames.MAINTAIN_INDEX, ParamNames.ON_PARENT_VERSION,
            ParamNames.AUTO_VERSIONING, ParamNames.ARCHIVAL_GROUP);

    private ParamRoles() {
    }

    static List<String> columns(Collection<String> varying) {
        return ACROSS.stream().filter(varying::contains).toList();
    }

    static List<String> rows(Collection<String> varying) {
        List<String> rows = new ArrayList<>();
        if (varying.contains(ParamNames.WORKLOAD)) {
            rows.add(ParamNames.WORKLOAD);
        }
        varying.stream()
                .filter(p -> !ACROSS.contains(p) && !p.equals(ParamNames.WORKLOAD) && !p.equals(ParamNames.SIZE))
                .sorted()
                .forEach(rows::add);
        if (varying.contains(ParamNames.SIZE)) {
            rows.add(ParamNames.SIZE);
        }
        return rows;
    }
}
