package org.repobench.suite;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.library.Architectures;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

/**
 * The arrows of the module and package map (README, "Modules and packages") point down and close no circle. The
 * modules already stop a class from importing a module above it; this also holds inside each module, where the
 * compiler would not.
 */
class ArchitectureTest {
    private static final String API = "org.repobench.api..";
    private static final String[] REPOSITORY = {"org.repobench.repository..", "org.repobench.store..",
            "org.repobench.provision.."};
    /** Servers reached over HTTP: the LDP client, and the Fedora servers the suite starts. */
    private static final String SERVERS = "org.repobench.ldp..";
    private static final String[] HARNESS = {"org.repobench.jmh..", "org.repobench.fixture..",
            "org.repobench.workload..", "org.repobench.load.."};
    private static final String[] TOOLS = {"org.repobench.results..", "org.repobench.stats..",
            "org.repobench.chart..", "org.repobench.report..", "org.repobench.compare..", "org.repobench.gate..",
            "org.repobench.profile.."};
    private static final String[] CLI = {"org.repobench.cli..", "org.repobench.run..", "org.repobench.jmeter.."};
    private static final String[] BENCHMARKS = {"org.repobench.members..", "org.repobench.crud..",
            "org.repobench.versioning.."};

    private static JavaClasses classes;

    @BeforeAll
    static void importMainClasses() {
        classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .withImportOption(location -> !location.contains("/jmh_generated/"))
                .importPackages("org.repobench");
    }

    @Test
    void layersPointDown() {
        Architectures.layeredArchitecture().consideringOnlyDependenciesInLayers()
                .layer("api").definedBy(API)
                .layer("repository").definedBy(REPOSITORY)
                .layer("servers").definedBy(SERVERS)
                .layer("harness").definedBy(HARNESS)
                .layer("tools").definedBy(TOOLS)
                .layer("cli").definedBy(CLI)
                .layer("benchmarks").definedBy(BENCHMARKS)
                .whereLayer("benchmarks").mayNotBeAccessedByAnyLayer()
                .whereLayer("cli").mayNotBeAccessedByAnyLayer()
                .whereLayer("tools").mayOnlyBeAccessedByLayers("cli")
                .whereLayer("harness").mayOnlyBeAccessedByLayers("cli", "benchmarks")
                // benchmarks reach a system under test directly, in process (repository) or over HTTP (servers)
                .whereLayer("servers").mayOnlyBeAccessedByLayers("harness", "cli", "benchmarks")
                .whereLayer("repository").mayOnlyBeAccessedByLayers("servers", "harness", "cli", "benchmarks")
                .whereLayer("api").mayOnlyBeAccessedByLayers("repository", "servers", "harness", "tools", "cli",
                        "benchmarks")
                .check(classes);
    }

    @Test
    void theToolsReadResultsWithoutTheRepositoryUnderTest() {
        noClasses().that().resideInAnyPackage(TOOLS)
                .should().dependOnClassesThat().resideInAnyPackage("org.modeshape..", "javax.jcr..",
                        "org.apache.jena..", "org.openjdk.jmh..")
                .check(classes);
    }

    @Test
    void theSystemsUnderTestKnowNoBenchmarkingFramework() {
        noClasses().that().resideInAnyPackage(REPOSITORY).or().resideInAPackage(SERVERS)
                .should().dependOnClassesThat().resideInAnyPackage("org.openjdk.jmh..")
                .check(classes);
    }

    @Test
    void noPackageCyclesAnywhere() {
        ArchRule rule = slices().matching("org.repobench.(**)").should().beFreeOfCycles();
        rule.check(classes);
    }

    @Test
    void insideEachModuleTheArrowsPointDown() {
        // tools: results <- stats, chart <- report, compare <- gate
        noClasses().that().resideInAnyPackage("org.repobench.results..", "org.repobench.stats..",
                        "org.repobench.chart..")
                .should().dependOnClassesThat().resideInAnyPackage("org.repobench.report..",
                        "org.repobench.compare..", "org.repobench.gate..")
                .check(classes);
        noClasses().that().resideInAPackage("org.repobench.report..")
                .should().dependOnClassesThat().resideInAnyPackage("org.repobench.compare..", "org.repobench.gate..")
                .check(classes);
        noClasses().that().resideInAPackage("org.repobench.compare..")
                .should().dependOnClassesThat().resideInAnyPackage("org.repobench.report..", "org.repobench.gate..")
                .check(classes);
        // cli: the commands call the launcher, never the other way round
        noClasses().that().resideInAnyPackage("org.repobench.run..", "org.repobench.jmeter..")
                .should().dependOnClassesThat().resideInAPackage("org.repobench.cli..")
                .check(classes);
        // the load engine's plans and results use the launcher's files, never the other way round
        noClasses().that().resideInAPackage("org.repobench.run..")
                .should().dependOnClassesThat().resideInAPackage("org.repobench.jmeter..")
                .check(classes);
        // repository: the model uses stores; stores and provisioning know nothing of the model
        noClasses().that().resideInAnyPackage("org.repobench.store..", "org.repobench.provision..")
                .should().dependOnClassesThat().resideInAPackage("org.repobench.repository..")
                .check(classes);
        noClasses().that().resideInAnyPackage("org.repobench.repository..", "org.repobench.store..")
                .should().dependOnClassesThat().resideInAPackage("org.repobench.provision..")
                .check(classes);
        // harness: states use workloads, workloads use fixtures
        noClasses().that().resideInAPackage("org.repobench.fixture..")
                .should().dependOnClassesThat().resideInAnyPackage("org.repobench.workload..", "org.repobench.jmh..")
                .check(classes);
        noClasses().that().resideInAPackage("org.repobench.workload..")
                .should().dependOnClassesThat().resideInAPackage("org.repobench.jmh..")
                .check(classes);
    }
}
