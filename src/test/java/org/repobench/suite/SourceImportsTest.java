package org.repobench.suite;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The arrows of {@link PackageRules} on the sources: every {@code org.repobench} name a main source file imports or
 * spells out in its code. {@link ArchitectureTest} checks the bytecode, where javac has already replaced a
 * {@code static final} constant by its value: report reading compare's {@code MIN_FORKS} left no trace there. Names in
 * comments and string literals are not uses (the gate runs the cli's main by its name, in the revisions it builds).
 */
class SourceImportsTest {
    /** The suite runs in src/test. */
    private static final Path ROOT = SourceFiles.ROOT;
    private static final Pattern PACKAGE = Pattern.compile("(?m)^\\s*package\\s+([\\w.]+)\\s*;");
    /** A name in org.repobench: its package, then a type (capitalized) or a whole package's {@code *}. */
    private static final Pattern NAME = Pattern.compile(
            "\\borg\\.repobench\\.((?:[a-z_][a-z0-9_]*\\.)*?)(?:[A-Z]\\w*|\\*)");

    @Test
    void everyMainSourceFileUsesOnlyWhatItsPackageMay() throws IOException {
        List<Path> sources = SourceFiles.main();
        assertTrue(sources.size() > 100, "main sources found under " + ROOT.toAbsolutePath() + ": " + sources.size());
        List<String> violations = new ArrayList<>();
        for (Path source : sources) {
            for (String violation : violations(Files.readString(source))) {
                violations.add(ROOT.relativize(source) + ": " + violation);
            }
        }
        assertEquals(List.of(), violations, String.join("\n", violations));
    }

    @Test
    @SuppressWarnings("checkstyle:inlineQualifiedName")   // fake sources in text blocks
    void aConstantImportedAcrossAForbiddenArrowIsAViolation() {
        String leverCharts = """
                package org.repobench.report;

                import org.repobench.compare.CompareOptions;
                import org.repobench.results.ParamOrder;

                final class LeverCharts {
                    boolean forkMeans(int forks) {
                        return forks >= CompareOptions.MIN_FORKS;
                    }
                }
                """;
        List<String> violations = violations(leverCharts);
        assertEquals(1, violations.size(), violations.toString());
        assertTrue(violations.get(0).startsWith("org.repobench.report uses org.repobench.compare.CompareOptions:"),
                violations.get(0));
    }

    @Test
    @SuppressWarnings("checkstyle:inlineQualifiedName")   // fake sources in text blocks
    void fullyQualifiedAndStaticUsesAreSeenToo() {
        String source = """
                package org.repobench.results;

                import static org.repobench.gate.GateOptions.MIN_FORKS;

                final class Thresholds {
                    static final double ALPHA = org.repobench.compare.CompareOptions.DEFAULT_ALPHA;
                }
                """;
        List<String> violations = violations(source);
        assertEquals(2, violations.size(), violations.toString());
        assertTrue(violations.get(0).contains("uses org.repobench.gate.GateOptions"), violations.get(0));
        assertTrue(violations.get(1).contains("uses org.repobench.compare.CompareOptions"), violations.get(1));
    }

    @Test
    void aLayerBelowUsingOneAboveIsAViolation() {
        List<String> violations = violations("package org.repobench.api;\nimport org.repobench.jmh.*;\n");
        assertEquals(1, violations.size(), violations.toString());
        assertTrue(violations.get(0).contains("layer api may not use layer harness"), violations.get(0));
    }

    @Test
    @SuppressWarnings("checkstyle:inlineQualifiedName")   // fake sources in text blocks
    void namesInCommentsAndStringsAndAllowedImportsAreNoViolation() {
        String source = """
                package org.repobench.gate;

                import org.repobench.compare.CompareOptions;
                import org.repobench.api.ParamNames;

                /** Runs {@link org.repobench.report.ReportWriter} by name, never by a call. */
                final class Steps {
                    // org.repobench.cli.Repobench is the main class
                    static final String MAIN = "org.repobench.cli.Repobench";
                    static final String BLOCK = \"""
                            org.repobench.cli.Repobench
                            \""";
                    static final char QUOTE = '"';
                    /* org.repobench.run.BenchLauncher */
                }
                """;
        assertEquals(List.of(), violations(source));
    }

    /** Every {@code org.repobench} name the source's code uses that its package may not, one line each. */
    static List<String> violations(String source) {
        String code = codeOnly(source);
        Matcher declared = PACKAGE.matcher(code);
        if (!declared.find()) {
            return List.of();
        }
        String from = declared.group(1);
        List<String> violations = new ArrayList<>();
        Matcher name = NAME.matcher(code);
        name.region(declared.end(), code.length());
        while (name.find()) {
            String packagePart = name.group(1);
            String to = "org.repobench." + packagePart.substring(0, Math.max(0, packagePart.length() - 1));
            for (String broken : PackageRules.broken(from, to)) {
                violations.add(from + " uses " + name.group() + ": " + broken);
            }
        }
        return violations;
    }

    /**
     * The source with every comment, string, text block and character literal blanked out (line breaks kept), so
     * that what is left is code.
     */
    static String codeOnly(String source) {
        StringBuilder code = new StringBuilder(source.length());
        int i = 0;
        while (i < source.length()) {
            int end;
            if (source.startsWith("//", i)) {
                end = source.indexOf('\n', i);
                end = end < 0 ? source.length() : end;
            } else if (source.startsWith("/*", i)) {
                end = source.indexOf("*/", i + 2);
                end = end < 0 ? source.length() : end + 2;
            } else if (source.startsWith("\"\"\"", i)) {
                end = literalEnd(source, i + 3, "\"\"\"");
            } else if (source.charAt(i) == '"' || source.charAt(i) == '\'') {
                end = literalEnd(source, i + 1, String.valueOf(source.charAt(i)));
            } else {
                code.append(source.charAt(i++));
                continue;
            }
            for (int j = i; j < end; j++) {
                code.append(source.charAt(j) == '\n' ? '\n' : ' ');
            }
            i = end;
        }
        return code.toString();
    }

    /** Just past the closing delimiter, escapes skipped; the end of the text if it never closes. */
    private static int literalEnd(String source, int from, String close) {
        for (int i = from; i < source.length(); i++) {
            if (source.charAt(i) == '\\') {
                i++;
            } else if (source.startsWith(close, i)) {
                return i + close.length();
            }
        }
        return source.length();
    }
}
