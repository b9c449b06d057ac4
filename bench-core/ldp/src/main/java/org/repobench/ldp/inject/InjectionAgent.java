package org.repobench.ldp.inject;

import net.bytebuddy.agent.builder.AgentBuilder;
import net.bytebuddy.asm.Advice;
import net.bytebuddy.description.type.TypeDescription;
import net.bytebuddy.dynamic.DynamicType;
import net.bytebuddy.matcher.ElementMatchers;
import net.bytebuddy.utility.JavaModule;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.instrument.Instrumentation;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The Java agent {@code --server-inject} puts on a managed server: it weaves {@link InjectionAdvice} into the methods
 * named in its arguments as classes load, and when the server stops writes {@link InjectionReport}'s file (what was
 * woven, how many calls, what they spent and what was added), which the suite reads to fail a run whose injection
 * never ran. Its arguments are {@link Injection#agentArgs}'s.
 */
public final class InjectionAgent {
    static final String KIND = "kind";
    static final String FRACTION = "fraction";
    static final String REPORT = "report";
    static final String POINT = "point";

    private InjectionAgent() {
    }

    public static void premain(String args, Instrumentation instrumentation) {
        Map<String, List<String>> parsed = parse(args);
        InjectionKind kind = InjectionKind.ofCliName(one(parsed, KIND)).orElseThrow(() ->
                new IllegalArgumentException("repobench inject agent: unknown kind in '" + args + "'"));
        double fraction = Double.parseDouble(one(parsed, FRACTION));
        Path report = Path.of(one(parsed, REPORT));
        Set<String> woven = ConcurrentHashMap.newKeySet();
        Set<String> failed = ConcurrentHashMap.newKeySet();
        InjectedCost.configure(kind, fraction);
        AgentBuilder builder = new AgentBuilder.Default().with(new AgentBuilder.Listener.Adapter() {
            @Override
            public void onTransformation(TypeDescription type, ClassLoader loader, JavaModule module, boolean loaded,
                                         DynamicType dynamicType) {
                woven.add(type.getName());
            }

            @Override
            public void onError(String typeName, ClassLoader loader, JavaModule module, boolean loaded,
                                Throwable error) {
                failed.add(typeName + ": " + error);
            }
        });
        for (String point : parsed.getOrDefault(POINT, List.of())) {
            String type = point.substring(0, point.indexOf('#'));
            String[] methods = point.substring(point.indexOf('#') + 1).split(",");
            builder = builder.type(ElementMatchers.named(type))
                    .transform((dynamic, description, loader, module, domain) -> dynamic.visit(
                            Advice.to(InjectionAdvice.class).on(ElementMatchers.isMethod()
                                    .and(ElementMatchers.not(ElementMatchers.isAbstract()))
                                    .and(ElementMatchers.namedOneOf(methods)))));
        }
        builder.installOn(instrumentation);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> write(report, InjectedCost.report()
                + InjectionReport.WOVEN + "=" + String.join(",", new TreeSet<>(woven)) + "\n"
                + InjectionReport.FAILED + "=" + String.join(" | ", new TreeSet<>(failed)) + "\n"),
                "repobench-inject-report"));
    }

    /** {@code name=value;name=value}: each name's values in order. */
    static Map<String, List<String>> parse(String args) {
        Map<String, List<String>> parsed = new LinkedHashMap<>();
        for (String pair : (args == null ? "" : args).split(";")) {
            int equals = pair.indexOf('=');
            if (equals > 0) {
                parsed.computeIfAbsent(pair.substring(0, equals), name -> new ArrayList<>())
                        .add(pair.substring(equals + 1));
            }
        }
        return parsed;
    }

    private static String one(Map<String, List<String>> parsed, String name) {
        List<String> values = parsed.get(name);
        if (values == null || values.size() != 1) {
            throw new IllegalArgumentException("repobench inject agent: needs exactly one " + name + "=..., got "
                    + parsed);
        }
        return values.get(0);
    }

    /** Written whole or not at all: a temporary file beside it, moved over it. */
    private static void write(Path report, String text) {
        try {
            Path partial = report.resolveSibling(report.getFileName() + ".partial");
            Files.writeString(partial, text, StandardCharsets.UTF_8);
            Files.move(partial, report, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
