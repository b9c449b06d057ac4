package org.repobench.flame;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Collapsed stacks: every distinct call stack, its frames from the root (a thread's first method) to the leaf joined by
 * {@value #SEPARATOR}, with its weight (samples, or bytes of sampled allocation). The form async-profiler and
 * Brendan Gregg's tools exchange: one {@code frame;frame;frame weight} line per stack.
 *
 * @param weights by stack, in the stacks' order
 */
public record Stacks(Map<String, Long> weights) {
    public static final String SEPARATOR = ";";
    public static final Stacks EMPTY = new Stacks(Map.of());

    public Stacks {
        weights = Collections.unmodifiableMap(new TreeMap<>(weights));
    }

    /**
     * Reads {@code frame;frame weight} lines; blank lines are skipped.
     *
     * @throws FlameException a line without a whole weight after its last space
     */
    public static Stacks parse(String text) {
        Map<String, Long> weights = new TreeMap<>();
        for (String line : text.split("\n")) {
            String trimmed = line.strip();
            if (trimmed.isEmpty()) {
                continue;
            }
            int space = trimmed.lastIndexOf(' ');
            long weight;
            try {
                weight = space <= 0 ? -1 : Long.parseLong(trimmed.substring(space + 1));
            } catch (NumberFormatException e) {
                weight = -1;
            }
            if (weight < 0) {
                throw new FlameException("'" + trimmed + "' is not a collapsed stack; accepted: frame;frame;frame"
                        + " WEIGHT, a whole weight after the last space");
            }
            if (weight > 0) {
                weights.merge(trimmed.substring(0, space), weight, Long::sum);
            }
        }
        return new Stacks(weights);
    }

    /** The sum of every stack's weight: what a share is of. */
    public long total() {
        return weights.values().stream().mapToLong(Long::longValue).sum();
    }

    public boolean isEmpty() {
        return weights.isEmpty();
    }

    /** Both together, a stack in both with its weights added: the forks of one result make one graph. */
    public Stacks plus(Stacks other) {
        Map<String, Long> sum = new TreeMap<>(weights);
        other.weights.forEach((stack, weight) -> sum.merge(stack, weight, Long::sum));
        return new Stacks(sum);
    }

    /** One stack's frames, root first. */
    public static List<String> frames(String stack) {
        return List.of(stack.split(SEPARATOR, -1));
    }

    /** The collapsed text, a line per stack. */
    public String text() {
        StringBuilder text = new StringBuilder();
        weights.forEach((stack, weight) -> text.append(stack).append(' ').append(weight).append('\n'));
        return text.toString();
    }
}
