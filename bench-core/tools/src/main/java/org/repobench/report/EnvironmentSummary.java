package org.repobench.report;

import org.repobench.api.ParamNames;
import org.repobench.results.EnvironmentFile;
import org.repobench.results.JmhResult;
import org.repobench.results.ParamOrder;
import org.repobench.results.ResultSet;
import org.repobench.results.Secrets;

import java.nio.file.Path;
import java.util.AbstractMap.SimpleEntry;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * What a reader needs to judge the numbers: inputs, JVM, JMH settings, cores, params, and every key of the
 * {@code environment.json} files found beside the inputs. Credentials are never shown (see {@link Secrets}).
 */
record EnvironmentSummary(List<Part> parts) {
    /** One group of facts: a heading and key-value rows. */
    record Part(String title, List<Map.Entry<String, String>> rows) {
        Part {
            rows = List.copyOf(rows);
        }
    }

    /** Where the launcher's environment.json records the Fedora builds a run started. */
    static final String FEDORA_BUILDS = "fedoraBuilds";
    // keys under which a launcher might record the core count
    private static final List<String> CORE_KEYS = List.of("cores", "cpus", "processors", "cpu.count", "nproc");

    static EnvironmentSummary of(ResultSet set) {
        Map<Path, Map<String, String>> environments = new LinkedHashMap<>();
        Map<Path, String> unreadable = new LinkedHashMap<>();
        readEnvironments(set.files(), environments, unreadable);

        List<Part> parts = new ArrayList<>();
        parts.add(inputs(set));
        parts.add(jvm(set.results()));
        parts.add(new Part("Machine", List.of(row("CPU cores", cores(environments)))));
        Part params = params(set.results());
        if (!params.rows().isEmpty()) {
            parts.add(params);
        }
        Part builds = fedoraBuilds(environments);
        if (!builds.rows().isEmpty()) {
            parts.add(builds);
        }
        environments.forEach((file, entries) -> {
            List<Map.Entry<String, String>> rows = new ArrayList<>();
            entries.forEach((k, v) -> rows.add(row(k, v)));
            parts.add(new Part("Environment (" + file + ")", rows));
        });
        // a broken environment.json must not cost the whole report: say so where it would have been
        unreadable.forEach((file, error) ->
                parts.add(new Part("Environment (" + file + ")", List.of(row("unreadable", error)))));
        return new EnvironmentSummary(parts);
    }

    /** The report section: one key-value table per part. */
    Section section() {
        List<ReportTable> tables = new ArrayList<>();
        for (Part part : parts) {
            List<List<Cell>> rows = new ArrayList<>();
            part.rows().forEach(row -> rows.add(List.of(Cell.of(row.getKey()), Cell.of(row.getValue()))));
            tables.add(new ReportTable(part.title(), List.of("key", "value"), rows));
        }
        return new Section("Environment", "environment", Findings.NONE, List.of(), tables, List.of(), List.of(),
                List.of());
    }

    private static void readEnvironments(List<Path> inputs, Map<Path, Map<String, String>> environments,
                                         Map<Path, String> unreadable) {
        for (Path input : inputs) {
            EnvironmentFile.besides(input)
                    .filter(env -> !environments.containsKey(env) && !unreadable.containsKey(env))
                    .ifPresent(env -> {
                        try {
                            environments.put(env, EnvironmentFile.read(env));
                        } catch (IllegalArgumentException e) {
                            unreadable.put(env, e.getMessage());
                        }
                    });
        }
    }

    /**
     * A line per Fedora build the runs started, from the launcher's {@code fedoraBuilds} entries: "fedora-5.0.2:
     * Fedora 5.0.2 from org.fcrepo:fcrepo-webapp:war:5.0.2, sha256 1f0c…".
     */
    static Part fedoraBuilds(Map<Path, Map<String, String>> environments) {
        Map<String, Map<String, String>> builds = new LinkedHashMap<>();
        environments.values().forEach(entries -> entries.forEach((key, value) -> {
            String[] parts = key.split("\\.", 3);
            if (parts.length == 3 && parts[0].equals(FEDORA_BUILDS)) {
                builds.computeIfAbsent(parts[1], b -> new LinkedHashMap<>()).put(parts[2], value);
            }
        }));
        List<Map.Entry<String, String>> rows = new ArrayList<>();
        builds.forEach((recorded, build) -> rows.add(row(build.getOrDefault(ParamNames.TARGET, recorded),
                build.getOrDefault("product", "?") + " from " + build.getOrDefault("origin", "?") + ", sha256 "
                        + build.getOrDefault("sha256", "?"))));
        return new Part("Fedora builds", rows);
    }

    private static Part inputs(ResultSet set) {
        List<Map.Entry<String, String>> rows = new ArrayList<>();
        for (Path file : set.files()) {
            long count = set.results().stream().filter(r -> r.sources().contains(file)).count();
            rows.add(row(file.toString(), count + (count == 1 ? " result" : " results")));
        }
        long merged = set.results().stream().filter(r -> r.sources().size() > 1).count();
        if (merged > 0) {
            rows.add(row("merged", merged + " benchmark(s) appear in more than one input; their forks are pooled"));
        }
        return new Part("Inputs", rows);
    }

    private static Part jvm(List<JmhResult> results) {
        return new Part("JVM and JMH", List.of(
                row("JMH", distinct(results, r -> r.jvm().jmhVersion())),
                row("JDK", distinct(results, r -> r.jvm().jdkVersion())),
                row("VM", distinct(results, r -> (r.jvm().vmName() + " " + r.jvm().vmVersion()).trim())),
                row("java", distinct(results, r -> r.jvm().jvm())),
                row("JVM args", distinct(results,
                        r -> String.join(" ", r.jvm().jvmArgs().stream().map(Secrets::scrub).toList()))),
                row("JMH settings", distinct(results, r -> r.settings().describe())),
                row("modes", distinct(results, r -> Modes.describe(r.mode())))));
    }

    private static Part params(List<JmhResult> results) {
        Map<String, Set<String>> values = new LinkedHashMap<>();
        for (JmhResult r : results) {
            r.params().forEach((k, v) -> values.computeIfAbsent(k, x -> new LinkedHashSet<>()).add(v));
        }
        List<Map.Entry<String, String>> rows = new ArrayList<>();
        for (String name : ParamOrder.sort(values.keySet())) {
            rows.add(row(name, String.join(", ", ValueOrder.sort(values.get(name)))));
        }
        return new Part("Parameters", rows);
    }

    private static String cores(Map<Path, Map<String, String>> environments) {
        Set<String> found = new TreeSet<>();
        environments.values().forEach(entries -> entries.forEach((k, v) -> {
            String key = k.toLowerCase(Locale.ROOT);
            if (CORE_KEYS.stream().anyMatch(key::endsWith)) {
                found.add(v);
            }
        }));
        return found.isEmpty() ? "not recorded (JMH does not write it; the launcher's environment.json has no"
                + " \"cores\" entry)" : String.join(" / ", found);
    }

    /** One value when all results agree, else each value with the benchmarks it applies to. */
    private static String distinct(List<JmhResult> results, Function<JmhResult, String> field) {
        Map<String, Set<String>> byValue = new LinkedHashMap<>();
        for (JmhResult r : results) {
            String value = field.apply(r);
            byValue.computeIfAbsent(value == null || value.isBlank() ? "(not recorded)" : value,
                    v -> new LinkedHashSet<>()).add(r.key().shortName());
        }
        if (byValue.size() == 1) {
            return byValue.keySet().iterator().next();
        }
        List<String> parts = new ArrayList<>();
        byValue.forEach((value, names) -> parts.add(value + " (" + String.join(", ", names) + ")"));
        return String.join("; ", parts);
    }

    private static Map.Entry<String, String> row(String key, String value) {
        return new SimpleEntry<>(key, value);
    }
}
