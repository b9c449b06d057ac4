package org.repobench.suite;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The arrows of the module and package map (docs/reference.md, "Packages") as data, checked twice: on the bytecode
 * ({@link ArchitectureTest}) and on the sources ({@link SourceImportsTest}), which also sees what javac leaves out of
 * the bytecode (a {@code static final} constant is inlined where it is used, so no class file names its owner). A
 * package is written as a prefix: {@code org.repobench.store} is that package and every package under it.
 */
final class PackageRules {
    /** A layer of modules: its packages, and the layers that may use it (any layer may use itself). */
    record Layer(String name, List<String> packages, Set<String> usedBy) {
    }

    /** Inside one module, packages that must not use others: the arrows the modules themselves do not enforce. */
    record Forbidden(String why, List<String> from, List<String> to) {
    }

    /** From the bottom up. */
    static final List<Layer> LAYERS = List.of(
            new Layer("api", List.of("org.repobench.api"),
                    Set.of("repository", "servers", "harness", "tools", "cli", "benchmarks")),
            new Layer("repository", List.of("org.repobench.repository", "org.repobench.store",
                    "org.repobench.provision"), Set.of("servers", "harness", "cli", "benchmarks")),
            // servers reached over HTTP: the LDP client, and the Fedora servers the suite starts; benchmarks reach a
            // system under test directly, in process (repository) or over HTTP (servers)
            new Layer("servers", List.of("org.repobench.ldp"), Set.of("harness", "cli", "benchmarks")),
            new Layer("harness", List.of("org.repobench.jmh", "org.repobench.fixture", "org.repobench.workload",
                    "org.repobench.load"), Set.of("cli", "benchmarks")),
            new Layer("tools", List.of("org.repobench.results", "org.repobench.stats", "org.repobench.chart",
                    "org.repobench.report", "org.repobench.compare", "org.repobench.gate", "org.repobench.bisect",
                    "org.repobench.profile", "org.repobench.flame"), Set.of("cli")),
            new Layer("cli", List.of("org.repobench.cli", "org.repobench.run", "org.repobench.jmeter"), Set.of()),
            new Layer("benchmarks", List.of("org.repobench.members", "org.repobench.crud",
                    "org.repobench.versioning"), Set.of()));

    static final List<Forbidden> INSIDE_MODULES = List.of(
            new Forbidden("tools: results <- stats, chart, flame <- report, compare <- gate <- bisect",
                    List.of("org.repobench.results", "org.repobench.stats", "org.repobench.chart",
                            "org.repobench.flame"),
                    List.of("org.repobench.report", "org.repobench.compare", "org.repobench.gate",
                            "org.repobench.bisect")),
            new Forbidden("tools: the gate knows nothing of the bisect that runs it",
                    List.of("org.repobench.gate", "org.repobench.compare", "org.repobench.report"),
                    List.of("org.repobench.bisect")),
            new Forbidden("tools: report knows nothing of compare or gate",
                    List.of("org.repobench.report"), List.of("org.repobench.compare", "org.repobench.gate")),
            new Forbidden("tools: compare knows nothing of report or gate",
                    List.of("org.repobench.compare"), List.of("org.repobench.report", "org.repobench.gate")),
            new Forbidden("cli: the commands call the launcher, never the other way round",
                    List.of("org.repobench.run", "org.repobench.jmeter"), List.of("org.repobench.cli")),
            new Forbidden("cli: the load engine's plans use the launcher's files, never the other way round",
                    List.of("org.repobench.run"), List.of("org.repobench.jmeter")),
            new Forbidden("repository: the model uses stores; stores and provisioning know nothing of the model",
                    List.of("org.repobench.store", "org.repobench.provision"), List.of("org.repobench.repository")),
            new Forbidden("repository: the model and the stores are handed what provisioning made, never call it",
                    List.of("org.repobench.repository", "org.repobench.store"), List.of("org.repobench.provision")),
            new Forbidden("harness: states use workloads, workloads use fixtures",
                    List.of("org.repobench.fixture"), List.of("org.repobench.workload", "org.repobench.jmh")),
            new Forbidden("harness: states use workloads, workloads use fixtures",
                    List.of("org.repobench.workload"), List.of("org.repobench.jmh")));

    private PackageRules() {
    }

    static Layer layer(String name) {
        return LAYERS.stream().filter(layer -> layer.name().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no layer " + name));
    }

    /** The prefixes as ArchUnit's package identifiers: {@code org.repobench.store..}. */
    static String[] archUnit(List<String> packages) {
        return packages.stream().map(p -> p + "..").toArray(String[]::new);
    }

    /** Whether the package is one of the prefixes or under one. */
    static boolean within(String packageName, List<String> prefixes) {
        return prefixes.stream().anyMatch(p -> packageName.equals(p) || packageName.startsWith(p + "."));
    }

    static Optional<Layer> layerOf(String packageName) {
        return LAYERS.stream().filter(layer -> within(packageName, layer.packages())).findFirst();
    }

    /**
     * What is wrong with code in package {@code from} using package {@code to}: nothing (empty), or one line per rule
     * it breaks. Packages in no layer (the JDK, libraries) are not the map's business.
     */
    static List<String> broken(String from, String to) {
        List<String> broken = new ArrayList<>();
        Optional<Layer> fromLayer = layerOf(from);
        Optional<Layer> toLayer = layerOf(to);
        if (fromLayer.isPresent() && toLayer.isPresent() && fromLayer.get() != toLayer.get()
                && !toLayer.get().usedBy().contains(fromLayer.get().name())) {
            broken.add("layer " + fromLayer.get().name() + " may not use layer " + toLayer.get().name()
                    + " (used only by " + (toLayer.get().usedBy().isEmpty() ? "none"
                    : String.join(", ", toLayer.get().usedBy().stream().sorted().toList())) + ")");
        }
        for (Forbidden rule : INSIDE_MODULES) {
            if (within(from, rule.from()) && within(to, rule.to())) {
                broken.add(rule.why());
            }
        }
        return broken;
    }
}
