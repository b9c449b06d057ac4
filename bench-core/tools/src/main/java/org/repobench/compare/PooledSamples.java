package org.repobench.compare;

import org.apache.commons.math3.stat.StatUtils;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Several benchmarks' samples as one sample per fork: fork k's values of every member, on a log scale, each less its
 * member's mean, averaged with weights that favour the members that scatter least, back on a ratio scale. A change
 * that every member shares (a slower request path) moves the pooled values by that change; what scatters a member
 * alone is averaged down.
 *
 * <p>The centres and the weights come from both sides' values together, never from which side a value is on, so the
 * pooled values of two samples of one build stay exchangeable: the rank test on them keeps its exact p. A weight is
 * one over the variance of the member's log values ({@code 1 / var}, added up to 1): a member that scatters 4 times
 * less counts 16 times more. A member whose values do not vary carries no weight it could be given and is left out.
 */
final class PooledSamples {
    /** At least this many members, or there is nothing to pool. */
    static final int MIN_MEMBERS = 2;

    private PooledSamples() {
    }

    /**
     * One member's samples, oriented so that more is worse (time per operation as it is, throughput as its inverse).
     *
     * @param base its base values, one per fork
     * @param head its head values, one per fork
     */
    record Member(double[] base, double[] head) {
        /** A member as measured: {@code higherIsBetter} values are inverted. */
        static Member oriented(double[] base, double[] head, boolean higherIsBetter) {
            return higherIsBetter ? new Member(inverse(base), inverse(head)) : new Member(base.clone(), head.clone());
        }

        private static double[] inverse(double[] values) {
            double[] inverted = new double[values.length];
            for (int i = 0; i < values.length; i++) {
                inverted[i] = 1 / values[i];
            }
            return inverted;
        }
    }

    /**
     * The pooled samples.
     *
     * @param members the indices of the members pooled, in the order given
     * @param weights each one's weight, in the same order, adding up to 1
     * @param base    the pooled base values, one per fork, about 1
     * @param head    the pooled head values
     */
    record Combined(List<Integer> members, double[] weights, double[] base, double[] head) {
    }

    /**
     * Pools the members that have the fork counts most members have, all values positive, and some scatter.
     *
     * @return empty when fewer than {@link #MIN_MEMBERS} qualify
     */
    static Optional<Combined> of(List<Member> members) {
        List<Integer> usable = usable(members);
        if (usable.size() < MIN_MEMBERS) {
            return Optional.empty();
        }
        int n = members.get(usable.get(0)).base().length;
        int m = members.get(usable.get(0)).head().length;
        double[] weights = new double[usable.size()];
        double[] centres = new double[usable.size()];
        for (int i = 0; i < usable.size(); i++) {
            double[] logs = logs(members.get(usable.get(i)));
            centres[i] = StatUtils.mean(logs);
            weights[i] = 1 / StatUtils.variance(logs);
        }
        double total = StatUtils.sum(weights);
        for (int i = 0; i < weights.length; i++) {
            weights[i] /= total;
        }
        double[] base = new double[n];
        double[] head = new double[m];
        for (int i = 0; i < usable.size(); i++) {
            Member member = members.get(usable.get(i));
            add(base, member.base(), weights[i], centres[i]);
            add(head, member.head(), weights[i], centres[i]);
        }
        return Optional.of(new Combined(List.copyOf(usable), weights, exp(base), exp(head)));
    }

    /** The members of the most common fork counts (the first such in a tie) that can be pooled. */
    private static List<Integer> usable(List<Member> members) {
        Map<String, List<Integer>> byShape = new LinkedHashMap<>();
        for (int i = 0; i < members.size(); i++) {
            Member member = members.get(i);
            if (member.base().length > 0 && member.head().length > 0 && positive(member) && scatters(member)) {
                byShape.computeIfAbsent(member.base().length + "+" + member.head().length, s -> new ArrayList<>())
                        .add(i);
            }
        }
        return byShape.values().stream().reduce((a, b) -> b.size() > a.size() ? b : a).orElse(List.of());
    }

    private static boolean positive(Member member) {
        for (double[] side : List.of(member.base(), member.head())) {
            for (double v : side) {
                if (!(v > 0) || !Double.isFinite(v)) {
                    return false;
                }
            }
        }
        return true;
    }

    private static boolean scatters(Member member) {
        return StatUtils.variance(logs(member)) > 0;
    }

    /** Both sides' log values together. */
    private static double[] logs(Member member) {
        double[] logs = new double[member.base().length + member.head().length];
        int k = 0;
        for (double v : member.base()) {
            logs[k++] = Math.log(v);
        }
        for (double v : member.head()) {
            logs[k++] = Math.log(v);
        }
        return logs;
    }

    private static void add(double[] pooled, double[] values, double weight, double centre) {
        for (int k = 0; k < pooled.length; k++) {
            pooled[k] += weight * (Math.log(values[k]) - centre);
        }
    }

    private static double[] exp(double[] logs) {
        double[] values = new double[logs.length];
        for (int k = 0; k < logs.length; k++) {
            values[k] = Math.exp(logs[k]);
        }
        return values;
    }
}
