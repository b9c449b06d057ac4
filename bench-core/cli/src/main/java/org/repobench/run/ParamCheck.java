package org.repobench.run;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.repobench.api.EnumValues;
import org.repobench.jmh.ParamChecked;
import org.repobench.jmh.ParamRange;

import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Checks every {@code -p name=values} against the {@code @Param} fields of the selected benchmarks, in the host,
 * before any fork starts: JMH would only fail inside a fork (with a stack trace), or worse, read {@code maybe} as
 * {@code false}. Each value is parsed as its field's type: an enum through {@link EnumValues} (its constants' names
 * or, for a named enum, its own spellings); numbers must lie in their {@link ParamRange}; a String marked
 * {@link ParamChecked} goes through its checker. Returns the values in the form JMH parses (enum
 * constant names), so forks see exactly what was checked.
 */
final class ParamCheck {
    private ParamCheck() {
    }

    /**
     * @param requested name to values, in the order given
     * @param fields    the {@code @Param} fields that may be set, by name ({@link #paramFields})
     * @throws LaunchException naming the param, the value and what is accepted
     */
    static Map<String, List<String>> check(Map<String, List<String>> requested, Map<String, Field> fields) {
        Map<String, List<String>> canonical = new LinkedHashMap<>();
        requested.forEach((name, values) -> {
            Field field = fields.get(name);
            if (field == null) {
                throw new LaunchException("-p " + name + "=" + String.join(",", values) + ": no selected benchmark has"
                        + " a param '" + name + "'; accepted: " + String.join(", ", new TreeSet<>(fields.keySet())));
            }
            List<String> parsed = new ArrayList<>();
            for (String value : values) {
                parsed.add(canonical(name, field, value.trim()));
            }
            canonical.put(name, parsed);
        });
        return canonical;
    }

    /** Every {@code -p} of the arguments, as JMH reads them: {@code -p name=v1,v2} (or {@code -pname=v1,v2}). */
    static Map<String, List<String>> requested(List<String> jmhArgs) {
        Map<String, List<String>> params = new LinkedHashMap<>();
        for (int i = 0; i < jmhArgs.size(); i++) {
            String arg = jmhArgs.get(i);
            String spec = null;
            if (arg.equals("-p") && i + 1 < jmhArgs.size()) {
                spec = jmhArgs.get(++i);
            } else if (arg.startsWith("-p") && arg.length() > 2 && arg.contains("=") && !arg.startsWith("-prof")) {
                spec = arg.substring(2);
            }
            if (spec != null) {
                int equals = spec.indexOf('=');
                if (equals <= 0) {
                    throw new LaunchException("-p " + spec + ": not name=values; accepted: -p name=v1,v2");
                }
                params.computeIfAbsent(spec.substring(0, equals), k -> new ArrayList<>())
                        .addAll(Arrays.asList(spec.substring(equals + 1).split(",", -1)));
            }
        }
        return params;
    }

    private static String canonical(String name, Field field, String value) {
        Class<?> type = field.getType();
        String option = "-p " + name;
        if (type == boolean.class || type == Boolean.class) {
            if (!value.equalsIgnoreCase("true") && !value.equalsIgnoreCase("false")) {
                throw new LaunchException(option + ": '" + value + "' is not true or false; accepted: true, false");
            }
            return value.toLowerCase(Locale.ROOT);
        }
        if (type == int.class || type == long.class || type == Integer.class || type == Long.class) {
            ParamRange range = field.getAnnotation(ParamRange.class);
            long min = range != null ? range.min() : type == int.class || type == Integer.class ? Integer.MIN_VALUE
                    : Long.MIN_VALUE;
            long max = range != null ? range.max() : Long.MAX_VALUE;
            if (type == int.class || type == Integer.class) {
                max = Math.min(max, Integer.MAX_VALUE);
            }
            String accepted = "; accepted: a whole number from " + min + " to " + max;
            long number;
            try {
                number = Long.parseLong(value);
            } catch (NumberFormatException e) {
                throw new LaunchException(option + ": '" + value + "' is not a whole number" + accepted);
            }
            if (number < min || number > max) {
                throw new LaunchException(option + ": " + value + " is out of range" + accepted);
            }
            return Long.toString(number);
        }
        if (type.isEnum()) {
            return enumConstant(option, type, value);
        }
        ParamChecked checked = field.getAnnotation(ParamChecked.class);
        if (checked != null) {
            try {
                checked.by().getDeclaredConstructor().newInstance().accept(value);
            } catch (IllegalArgumentException e) {
                throw new LaunchException(option + ": " + e.getMessage());
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException("cannot check -p " + name + " with " + checked.by(), e);
            }
        }
        return value;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static String enumConstant(String option, Class<?> type, String value) {
        try {
            return EnumValues.parse((Class) type, option, value).name();
        } catch (IllegalArgumentException e) {
            throw new LaunchException(e.getMessage());
        }
    }

    /** The {@code @Param} fields of the selected benchmarks, by name: on their classes and every state they use. */
    static Map<String, Field> paramFields(Collection<BenchmarkListEntry> selected) {
        Map<String, Field> fields = new LinkedHashMap<>();
        for (BenchmarkListEntry entry : selected) {
            Class<?> benchmarkClass;
            try {
                benchmarkClass = Class.forName(entry.getUserClassQName());
            } catch (ClassNotFoundException e) {
                throw new IllegalStateException("benchmark class " + entry.getUserClassQName() + " is listed but"
                        + " not on the classpath", e);
            }
            Map<String, Field> ofClass = new LinkedHashMap<>();
            collect(benchmarkClass, ofClass, new HashSet<>());
            for (Method method : benchmarkClass.getMethods()) {
                if (method.isAnnotationPresent(Benchmark.class)) {
                    for (Class<?> parameter : method.getParameterTypes()) {
                        collect(parameter, ofClass, new HashSet<>());
                    }
                }
            }
            // only the params JMH lists for this benchmark: other methods of the class may use other states
            entry.getParams().orElse(Map.of()).keySet().forEach(name -> {
                if (ofClass.containsKey(name)) {
                    fields.putIfAbsent(name, ofClass.get(name));
                }
            });
        }
        return fields;
    }

    private static void collect(Class<?> type, Map<String, Field> fields, Set<Class<?>> seen) {
        if (!seen.add(type) || (!type.isAnnotationPresent(State.class) && !hasParams(type))) {
            return;
        }
        for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
            for (Field field : c.getDeclaredFields()) {
                if (field.isAnnotationPresent(Param.class)) {
                    fields.putIfAbsent(field.getName(), field);
                }
            }
            for (Method method : c.getDeclaredMethods()) {
                if (method.isAnnotationPresent(Setup.class)) {
                    for (Class<?> parameter : method.getParameterTypes()) {
                        collect(parameter, fields, seen);
                    }
                }
            }
        }
    }

    private static boolean hasParams(Class<?> type) {
        return Arrays.stream(type.getDeclaredFields()).anyMatch(f -> f.isAnnotationPresent(Param.class));
    }
}
