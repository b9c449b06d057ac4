package org.repobench.suite;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The contributor's docs name code that exists: every Java type and every {@code Type.member} they write in backticks.
 * The heuristic, kept simple on purpose:
 * <ul>
 *     <li>only inline code spans are read; a fenced block is an example, and the types it declares (the guide's
 *     {@code FlatParent}) count as declared, with the block as their source;</li>
 *     <li>a span is skipped when it starts with {@code -} (an option), holds a {@code /} (a path, a URL, a command),
 *     ends with a file's extension ({@code pom.xml}) or joins words with a hyphen ({@code n-members},
 *     {@code Content-Type}); string literals inside a span are dropped;</li>
 *     <li>a name is a capitalized word with a lower-case letter in it: ALL_CAPS words alone (settings, constants,
 *     enum values such as {@code FILE}) and lower-case words (params, metrics, JSON fields, variables) are not;
 *     nor is a name right after a hyphen ({@code -Pbench}) or a colon ({@code fedora:Container}), or after
 *     lower-case qualifiers other than a package's ({@code java.}, {@code javax.}, {@code org.}, {@code com.}; so
 *     not {@code binary.MBps});</li>
 *     <li>a name exists when a main or test source of the modules declares a class, interface, enum or record of
 *     it, or a class of that simple name loads from {@link #LIBRARY_PACKAGES}, or it is one of
 *     {@link #NEVER_LOADED} (other projects' classes the docs discuss);</li>
 *     <li>{@code Type.member}, {@code Type#member}, {@code Type::member} ({@code ::new} and {@code .class} aside): a
 *     file declaring the type declares the member, a method when it is lower-case, else a constant, enum value or
 *     nested type; for a library class, reflection finds a method, field or nested class of that name.</li>
 * </ul>
 */
class DocReferencesTest {
    /** The suite runs in src/test. */
    private static final Path ROOT = SourceFiles.ROOT;
    private static final List<String> DOCS = List.of("docs/writing-a-benchmark.md", "docs/internals.md");
    /** Where a library class the docs name is looked for, by its simple name. */
    static final List<String> LIBRARY_PACKAGES = List.of("java.lang", "java.util", "java.util.function",
            "java.util.concurrent", "java.io", "java.nio.file", "java.net.http", "org.openjdk.jmh.annotations",
            "org.openjdk.jmh.infra", "org.openjdk.jmh.results", "org.openjdk.jmh.runner", "org.openjdk.jmh.profile",
            "org.junit.jupiter.api", "org.junit.jupiter.params", "javax.jcr", "org.modeshape.persistence.file",
            "org.modeshape.jcr.cache.document");
    /** Fedora's (fcrepo's) classes: the servers run them in their own JVMs, so the suite never loads them. */
    static final Set<String> NEVER_LOADED = Set.of("ValueConverter", "PropertyToTriple");
    private static final Pattern FENCE = Pattern.compile("(?s)```.*?```");
    private static final Pattern SPAN = Pattern.compile("`([^`\\n]+)`");
    private static final Pattern EXTENSION = Pattern.compile(
            "\\.(java|md|xml|json|html|jar|war|txt|sh|py|properties|ya?ml|jfr|csv|svg|log|ttl|nt|gz|zip)$");
    private static final Pattern HYPHENATED = Pattern.compile("[A-Za-z]-[A-Za-z]");
    private static final Pattern STRING = Pattern.compile("\"[^\"]*\"");
    /** A name, its qualifiers before it and a member after it. */
    private static final Pattern NAME = Pattern.compile(
            "(?<![\\w$\\-:])((?:[a-z]\\w*\\.)*)([A-Z]\\w*)(?:(?:\\.|#|::)([A-Za-z_]\\w*))?");
    private static final Pattern DECLARED = Pattern.compile("\\b(?:class|interface|enum|record)\\s+([A-Z]\\w*)");

    /** Simple name to the texts that declare it: source files, and the docs' own examples. */
    private static Map<String, List<String>> declared;

    @BeforeAll
    static void readSources() throws IOException {
        declared = new HashMap<>();
        for (Path file : SourceFiles.all()) {
            declare(Files.readString(file));
        }
        for (String doc : DOCS) {
            Matcher fence = FENCE.matcher(Files.readString(ROOT.resolve(doc)));
            while (fence.find()) {
                declare(fence.group());
            }
        }
    }

    private static void declare(String text) {
        Matcher type = DECLARED.matcher(text);
        while (type.find()) {
            declared.computeIfAbsent(type.group(1), k -> new ArrayList<>()).add(text);
        }
    }

    @Test
    void everyTypeAndMemberTheDocsNameExists() throws IOException {
        List<String> missing = new ArrayList<>();
        int checked = 0;
        for (String doc : DOCS) {
            for (String span : spans(Files.readString(ROOT.resolve(doc)))) {
                for (String[] reference : references(span)) {
                    checked++;
                    problem(reference[0], reference[1]).ifPresent(p -> missing.add(doc + ": `" + span + "`: " + p));
                }
            }
        }
        assertTrue(checked > 100, "names checked: " + checked);
        assertEquals(List.of(), missing, String.join("\n", missing));
    }

    @Test
    void aFactoryThatIsGoneIsFound() {
        List<String[]> references = new ArrayList<>();
        for (String span : spans("each constant holds a `Supplier<StoreBackend>` (`LEVELDB(StoreFactories::leveldb)`),"
                + " `StoreKind.backend()`, `StoreKind.parse`, `-p cacheSize`, `pom.xml`, `REPOBENCH_LDP_URL`")) {
            references.addAll(references(span));
        }
        List<String> problems = references.stream().map(r -> problem(r[0], r[1]))
                .flatMap(Optional::stream).toList();
        assertEquals(List.of("no type StoreFactories in the sources or the libraries",
                "StoreKind declares no parse"), problems);
    }

    /** The inline code spans of a Markdown text, fenced blocks left out, without the ones that name no Java. */
    static List<String> spans(String markdown) {
        List<String> spans = new ArrayList<>();
        Matcher span = SPAN.matcher(FENCE.matcher(markdown).replaceAll(""));
        while (span.find()) {
            String text = span.group(1).strip();
            if (!text.startsWith("-") && !text.contains("/") && !EXTENSION.matcher(text).find()
                    && !HYPHENATED.matcher(text).find()) {
                spans.add(text);
            }
        }
        return spans;
    }

    /** The {type, member or null} a span names. */
    static List<String[]> references(String span) {
        List<String[]> references = new ArrayList<>();
        Matcher name = NAME.matcher(STRING.matcher(span).replaceAll(""));
        while (name.find()) {
            String qualifier = name.group(1);
            String type = name.group(2);
            boolean packageQualified = qualifier.isEmpty() || qualifier.matches("(java|javax|org|com)\\..*");
            if (packageQualified && !type.equals(type.toUpperCase(Locale.ROOT))) {
                String member = name.group(3);
                boolean none = member == null || member.equals("new") || member.equals("class");
                references.add(new String[]{type, none ? null : member});
            }
        }
        return references;
    }

    /** What is wrong with the reference, if anything. */
    static Optional<String> problem(String type, String member) {
        if (NEVER_LOADED.contains(type)) {
            return Optional.empty();
        }
        List<String> texts = declared.get(type);
        if (texts != null) {
            return member == null || texts.stream().anyMatch(text -> declares(text, member)) ? Optional.empty()
                    : Optional.of(type + " declares no " + member);
        }
        Optional<Class<?>> library = library(type);
        if (library.isEmpty()) {
            return Optional.of("no type " + type + " in the sources or the libraries");
        }
        if (member == null || hasMember(library.get(), member)) {
            return Optional.empty();
        }
        return Optional.of(library.get().getName() + " has no " + member);
    }

    /** A method declared (lower-case member), or a constant, enum value or nested type. */
    static boolean declares(String text, String member) {
        String quoted = Pattern.quote(member);
        if (Character.isLowerCase(member.charAt(0))) {
            return Pattern.compile("(?m)^[ \\t]*(?!return\\b|throw\\b|new\\b|else\\b)(?:[\\w.<>\\[\\]?,@]+[ \\t]+)+"
                    + quoted + "\\s*\\(").matcher(text).find()
                    || Pattern.compile("\\brecord\\s+\\w+\\s*(?:<[^>]*>)?\\s*\\([^)]*\\b" + quoted + "\\s*[,)]")
                    .matcher(text).find();
        }
        return Pattern.compile("(?m)(?:^|[\\s,])" + quoted + "\\s*[=;,({]").matcher(text).find()
                || Pattern.compile("\\b(?:class|interface|enum|record)\\s+" + quoted + "\\b").matcher(text).find();
    }

    private static Optional<Class<?>> library(String simpleName) {
        for (String packageName : LIBRARY_PACKAGES) {
            try {
                return Optional.of(Class.forName(packageName + "." + simpleName, false,
                        DocReferencesTest.class.getClassLoader()));
            } catch (ClassNotFoundException | LinkageError e) {
                // not in this package
            }
        }
        return Optional.empty();
    }

    private static boolean hasMember(Class<?> type, String member) {
        return Arrays.stream(type.getMethods()).map(Method::getName).anyMatch(member::equals)
                || Arrays.stream(type.getFields()).map(Field::getName).anyMatch(member::equals)
                || Arrays.stream(type.getClasses()).map(Class::getSimpleName).anyMatch(member::equals);
    }
}
