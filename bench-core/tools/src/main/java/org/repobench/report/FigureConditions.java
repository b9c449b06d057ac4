package org.repobench.report;

import org.repobench.api.ParamNames;
import org.repobench.api.Target;
import org.repobench.results.JmhResult;
import org.repobench.results.ParamOrder;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What defines a published figure (or a study's table), and the one rule by which it stands beside a result of ours.
 * A figure names every condition it was measured under: each param our benchmark records (workload, size, store,
 * cacheSize, traversal, prefer, referenceLookup, layout, contentKb …) and, for a figure, the client threads. It stands
 * beside a result only when all of these hold:
 * <ul>
 *     <li>the result's target is of the kind the study measured ({@code targets}; a result without a target param is
 *     the model's);</li>
 *     <li>every param the result records, but {@link #NOT_CONDITIONS}, is named by the figure: a param it does not name
 *     is a condition it does not meet, so a figure that forgets one stands beside nothing (fail closed);</li>
 *     <li>each named value is the result's, or {@link #ANY} (the study did not say: its store, say), or the result
 *     records {@link ParamOrder#NOT_APPLICABLE} and its target, lacking the lever, does what the figure names (its
 *     {@code builtIn} value: Fedora 4.7.5, as the suite starts it, streams sequentially and walks ModeShape's nodes,
 *     so its figures at parallel=false and traversal=ITERATE stand beside it);</li>
 *     <li>every named param is recorded by the result (a result of a suite before that param existed cannot say
 *     it met it), and a named thread count is the result's.</li>
 * </ul>
 *
 * @param named   condition to value, as figures.json names them
 * @param targets the systems of the kind the study measured
 * @param builtIn per target, what it does where it lacks a lever (its results record n/a there)
 */
record FigureConditions(Map<String, String> named, List<String> targets, Map<String, Map<String, String>> builtIn) {
    /** The value of a condition the study did not state: any value of ours meets it. */
    static final String ANY = "*";
    /** The client threads a figure was measured with: our result's thread count, not a param. */
    static final String THREADS = "threads";
    /**
     * Params that never define a figure: which pseudo-random identifiers and values a fixture draws (the studies' were
     * random UUIDs too), and the name a version is given.
     */
    static final Set<String> NOT_CONDITIONS = Set.of(ParamNames.SEED, ParamNames.LABEL);
    /** The {@code target} of results that have none: before servers, everything measured the model. */
    static final String MODEL = Target.MODEL.recorded();

    FigureConditions {
        named = Map.copyOf(named);
        targets = List.copyOf(targets);
        builtIn = Map.copyOf(builtIn);
    }

    boolean holdFor(JmhResult r) {
        return unmet(r).isEmpty();
    }

    /** The first condition the result does not meet, said in a few words; empty when it meets them all. */
    Optional<String> unmet(JmhResult r) {
        String target = target(r);
        if (!targets.contains(target)) {
            return Optional.of("target " + target + " is not of the kind the study measured " + targets);
        }
        Map<String, String> params = r.params();
        for (Map.Entry<String, String> p : params.entrySet()) {
            String name = p.getKey();
            if (name.equals(ParamNames.TARGET) || NOT_CONDITIONS.contains(name)) {
                continue;
            }
            String wanted = named.get(name);
            if (wanted == null) {
                return Optional.of(name + "=" + p.getValue() + " is a condition the figure does not name");
            }
            if (!meets(target, name, p.getValue(), wanted)) {
                return Optional.of(name + "=" + p.getValue() + " where the figure's is " + wanted
                        + (p.getValue().equals(ParamOrder.NOT_APPLICABLE) ? " (and " + target + " lacking the lever"
                        + " does " + builtIn.getOrDefault(target, Map.of()).getOrDefault(name, "not say what") + ")"
                        : ""));
            }
        }
        for (Map.Entry<String, String> c : named.entrySet()) {
            if (c.getKey().equals(THREADS)) {
                if (!c.getValue().equals(ANY) && !c.getValue().equals(Integer.toString(r.key().threads()))) {
                    return Optional.of(r.key().threads() + " threads where the figure's are " + c.getValue());
                }
            } else if (!params.containsKey(c.getKey()) && !c.getValue().equals(ANY)) {
                return Optional.of(c.getKey() + " is not recorded: the result cannot say it was " + c.getValue());
            }
        }
        return Optional.empty();
    }

    /**
     * The conditions the result met by lacking the lever: each param it records as n/a, with the value its target
     * runs at, which is the figure's.
     */
    Map<String, String> metByLacking(JmhResult r) {
        Map<String, String> met = new LinkedHashMap<>();
        Map<String, String> own = builtIn.getOrDefault(target(r), Map.of());
        ParamOrder.ordered(r.params()).forEach((name, value) -> {
            if (value.equals(ParamOrder.NOT_APPLICABLE) && own.containsKey(name) && !ANY.equals(named.get(name))) {
                met.put(name, own.get(name));
            }
        });
        return met;
    }

    private boolean meets(String target, String name, String value, String wanted) {
        if (wanted.equals(ANY) || wanted.equals(value)) {
            return true;
        }
        return value.equals(ParamOrder.NOT_APPLICABLE)
                && wanted.equals(builtIn.getOrDefault(target, Map.of()).get(name));
    }

    private static String target(JmhResult r) {
        return r.params().getOrDefault(ParamNames.TARGET, MODEL);
    }
}
