package org.repobench.report;

import org.repobench.api.MetricNames;
import org.repobench.api.ParamNames;
import org.repobench.results.JmhResult;
import org.repobench.results.Metric;
import org.repobench.results.ParamOrder;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * The versioning study's disk table: the store before the version (not versioned), then after a version with
 * children COPY and with children VERSION, each with what the version added. One row per combination of the other
 * params that vary. Built from the results that report the size before ({@link MetricNames#STORE_BYTES_BEFORE}).
 */
final class VersionDiskTable {
    private VersionDiskTable() {
    }

    static ReportTable of(List<JmhResult> results) {
        List<JmhResult> versioned = results.stream().filter(r -> r.secondary(MetricNames.STORE_BYTES_BEFORE) != null
                && r.secondary(MetricNames.STORE_BYTES) != null).toList();
        List<String> modes = versioned.stream().map(r -> r.params().get(ParamNames.ON_PARENT_VERSION))
                .filter(Objects::nonNull).distinct().sorted().toList();
        List<String> varying = ParamOrder.sort(versioned.stream().flatMap(r -> r.params().keySet().stream())
                .distinct().filter(p -> !p.equals(ParamNames.ON_PARENT_VERSION))
                .filter(p -> versioned.stream().map(r -> r.params().get(p)).distinct().count() > 1).toList());

        Map<Map<String, String>, Map<String, JmhResult>> rows = new LinkedHashMap<>();
        for (JmhResult r : versioned) {
            Map<String, String> key = new TreeMap<>();
            varying.forEach(p -> key.put(p, r.params().get(p)));
            rows.computeIfAbsent(key, k -> new LinkedHashMap<>()).put(r.params().get(ParamNames.ON_PARENT_VERSION), r);
        }
        List<String> header = new ArrayList<>(varying.isEmpty() ? List.of("result") : varying);
        header.add("not versioned");
        // a server without onParentVersion (Fedora 6's mementos) records it n/a: its column is just "version"
        modes.forEach(mode -> header.add(mode.equals(ParamOrder.NOT_APPLICABLE) ? "version" : mode));
        List<List<Cell>> cells = new ArrayList<>();
        for (Map.Entry<Map<String, String>, Map<String, JmhResult>> row : rows.entrySet()) {
            List<Cell> line = new ArrayList<>();
            if (varying.isEmpty()) {
                line.add(Cell.of("all"));
            }
            varying.forEach(p -> line.add(Cell.of(row.getKey().get(p))));
            line.add(Cell.of(bytes(
                    row.getValue().values().iterator().next().secondary(MetricNames.STORE_BYTES_BEFORE))));
            for (String mode : modes) {
                JmhResult r = row.getValue().get(mode);
                line.add(r == null ? Cell.EMPTY : after(r));
            }
            cells.add(line);
        }
        return new ReportTable("Disk, as the versioning study's table: the store before the version (not versioned)"
                + " and after it, with what the version added; medians over the iterations, each on a fresh copy",
                header, cells);
    }

    private static Cell after(JmhResult r) {
        double before = r.secondary(MetricNames.STORE_BYTES_BEFORE).median();
        Metric m = r.secondary(MetricNames.STORE_BYTES);
        double added = m.median();
        // a store may also shrink (the file store compacts on close)
        return Cell.of(CellFormat.value(before + added, m.unit()) + " (" + (added < 0 ? "\u2212" : "+")
                + CellFormat.value(Math.abs(added), m.unit()) + ")");
    }

    private static String bytes(Metric m) {
        return CellFormat.value(m.median(), m.unit());
    }
}
