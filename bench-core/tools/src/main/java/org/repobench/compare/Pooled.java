package org.repobench.compare;

import org.repobench.results.ResultKey;

import java.util.List;
import java.util.Locale;

/**
 * Every benchmark of a comparison judged as one, for time or another signal ({@link PooledSamples}): fork k of each
 * is one value of the pooled sample k, so a cost that every benchmark pays (a slower request path) is judged on a
 * sample whose scatter is the members' averaged down, where each member alone may not show it. Judged by the same rule
 * as each benchmark, against time's threshold; a pooled regression fails the comparison like any other.
 *
 * @param signal    what was pooled: {@link #TIME}, or a {@link Signal}'s label
 * @param members   the benchmarks pooled, in the comparison's order
 * @param weights   each member's share, in the same order, adding up to 1
 * @param judgement the pooled samples judged; their unit is {@link #UNIT}, relative to each member's own centre
 * @param threshold the threshold it is judged against: time's pooled one for time and CPU time, allocation's for
 *                  allocation and counted work
 */
public record Pooled(String signal, List<ResultKey> members, List<Double> weights, Judgement judgement,
                     double threshold) {
    /** The signal name time is pooled under, as in compare.json's {@code pooled} entries. */
    public static final String TIME = "time";
    /** The unit of a pooled sample: a cost relative to the members' own, lower is better. */
    public static final String UNIT = "rel/op";
    /** What the row is, before its weights, in every note under a table that has one. */
    static final String DESCRIPTION = "fork k of every benchmark averaged on a log scale, each weighted by how little"
            + " it scatters, judged like one benchmark; weights: ";

    public Pooled {
        members = List.copyOf(members);
        weights = List.copyOf(weights);
    }

    /** "all 5 as one": its name in every table's benchmark column. */
    public String label() {
        return String.format(Locale.ROOT, "all %d as one", members.size());
    }

    /** Its signal's name at the head of a column: time, or CPU time's own. */
    public String heading() {
        return Signal.byLabel(signal).map(Signal::heading).orElse(TIME);
    }

    /**
     * "all 5 as one: fork k of every benchmark ...; weights: ManyMembersBenchmark.warmGet size=1000 [avgt] 48%, ...":
     * what the row is and each member's weight, for a note under a table.
     */
    String note(ComparisonLabels labels) {
        StringBuilder line = new StringBuilder(label()).append(": ").append(DESCRIPTION);
        for (int i = 0; i < members.size(); i++) {
            line.append(i == 0 ? "" : ", ").append(labels.of(members.get(i)))
                    .append(String.format(Locale.ROOT, " %.0f%%", weights.get(i) * 100));
        }
        return line.toString();
    }
}
