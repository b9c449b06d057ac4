package org.repobench.suite;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.library.Architectures;
import com.tngtech.archunit.library.Architectures.LayeredArchitecture;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

/**
 * The arrows of the module and package map (docs/reference.md, "Packages") point down and close no circle. The
 * modules already stop a class from importing a module above it; this also holds inside each module, where the
 * compiler would not. The arrows are {@link PackageRules}'; on bytecode they miss a constant javac inlined, which
 * {@link SourceImportsTest} checks on the sources.
 */
class ArchitectureTest {
    private static JavaClasses classes;

    @BeforeAll
    static void importMainClasses() {
        classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .withImportOption(location -> !location.contains("/jmh_generated/"))
                .importPackages("org.repobench");
    }

    @Test
    void layersPointDown() {
        LayeredArchitecture layers = Architectures.layeredArchitecture().consideringOnlyDependenciesInLayers();
        for (PackageRules.Layer layer : PackageRules.LAYERS) {
            layers = layers.layer(layer.name()).definedBy(PackageRules.archUnit(layer.packages()));
        }
        for (PackageRules.Layer layer : PackageRules.LAYERS) {
            layers = layer.usedBy().isEmpty() ? layers.whereLayer(layer.name()).mayNotBeAccessedByAnyLayer()
                    : layers.whereLayer(layer.name()).mayOnlyBeAccessedByLayers(layer.usedBy().toArray(String[]::new));
        }
        layers.check(classes);
    }

    @Test
    void theToolsReadResultsWithoutTheRepositoryUnderTest() {
        noClasses().that().resideInAnyPackage(PackageRules.archUnit(PackageRules.layer("tools").packages()))
                .should().dependOnClassesThat().resideInAnyPackage("org.modeshape..", "javax.jcr..",
                        "org.apache.jena..", "org.openjdk.jmh..")
                .check(classes);
    }

    @Test
    void theSystemsUnderTestKnowNoBenchmarkingFramework() {
        noClasses().that().resideInAnyPackage(PackageRules.archUnit(PackageRules.layer("repository").packages()))
                .or().resideInAnyPackage(PackageRules.archUnit(PackageRules.layer("servers").packages()))
                .should().dependOnClassesThat().resideInAnyPackage("org.openjdk.jmh..")
                .check(classes);
    }

    @Test
    void noPackageCyclesAnywhere() {
        ArchRule rule = slices().matching("org.repobench.(**)").should().beFreeOfCycles();
        rule.check(classes);
    }

    /** The arrows {@link PackageRules#INSIDE_MODULES} holds: inside each module, where the compiler would not. */
    @Test
    void insideEachModuleTheArrowsPointDown() {
        for (PackageRules.Forbidden rule : PackageRules.INSIDE_MODULES) {
            noClasses().that().resideInAnyPackage(PackageRules.archUnit(rule.from()))
                    .should().dependOnClassesThat().resideInAnyPackage(PackageRules.archUnit(rule.to()))
                    .because(rule.why())
                    .check(classes);
        }
    }
}
