package org.repobench.compare;

import org.repobench.api.MetricNames;
import org.repobench.results.JmhResult;
import org.repobench.results.Metric;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The signals judged beside time for one benchmark (allocation, CPU time, counted work), and what keeps one from being
 * judged. A signal both sides measured is judged; a signal one side lacks is no verdict for the benchmark, with a note
 * naming what is missing and on which side: a secondary metric base has and head lacks, or the reverse, and a
 * server's own CPU time or allocation on one side only (the client's does not stand in for it on the other). So are
 * units that do not convert and too few usable forks. Why: a pull request that breaks its own instrumentation
 * switches its signal off, and judged on what was left it passed.
 */
final class SignalJudge {
    /** How every note of a signal that could not be judged starts, for a reader and a test to find. */
    static final String NO_VERDICT = "no verdict for ";
    /** What the failed writes are called in such a note. */
    static final String FAILED_WRITES = "failed writes";

    private final CompareOptions options;
    private final ForkJudge forks;

    SignalJudge(CompareOptions options, ForkJudge forks) {
        this.options = options;
        this.forks = forks;
    }

    /**
     * One benchmark's signals.
     *
     * @param signals   those judged
     * @param cpuMetric the CPU time judged as {@link Signal#CPU} (left out of the costs shown); empty where none was
     * @param unjudged  a note per signal that one side has and could not be judged, each starting {@link #NO_VERDICT}
     */
    record Judged(Map<Signal, Judgement> signals, Optional<String> cpuMetric, List<String> unjudged) {
    }

    /**
     * @param timeNotes time's notes: a signal's note that says the same (few forks, the normal approximation) is
     *                  left out
     * @param notes     where the notes of the signals judged go
     */
    Judged judge(JmhResult base, JmhResult head, List<String> timeNotes, List<String> notes) {
        Map<Signal, Judgement> signals = new EnumMap<>(Signal.class);
        List<String> unjudged = new ArrayList<>();
        Sides sides = new Sides(base, head, timeNotes, notes, signals, unjudged);
        allocation(sides);
        Optional<String> cpu = cpu(sides);
        for (Signal signal : Signal.values()) {
            signal.countedMetric().ifPresent(metric -> bothOrNeither(sides, signal, metric, ": the other side counted"
                    + " none"));
        }
        for (String metric : List.of(MetricNames.FAILURES, MetricNames.LOST)) {
            Metric b = base.secondary(metric);
            Metric h = head.secondary(metric);
            if ((b == null) != (h == null)) {
                unjudged.add(NO_VERDICT + FAILED_WRITES + ": " + metric + " is only in " + side(b)
                        + ": the other side counted none");
            }
        }
        return new Judged(signals, cpu, unjudged);
    }

    /** Both sides of one benchmark: everything its signals are judged from and go to. */
    private record Sides(JmhResult base, JmhResult head, List<String> timeNotes, List<String> notes,
                        Map<Signal, Judgement> signals, List<String> unjudged) {
    }

    /** A managed server's own where either side has it (never the client's in its place), else the client's. */
    private void allocation(Sides sides) {
        if (sides.base().serverAllocation() != null || sides.head().serverAllocation() != null) {
            if (sides.base().serverAllocation() != null && sides.head().serverAllocation() != null) {
                sides.notes().add("allocation judged: the server's own (" + MetricNames.SERVER_ALLOCATION + "), not"
                        + " the client's");
            }
            bothOrNeither(sides, Signal.ALLOCATION, MetricNames.SERVER_ALLOCATION, ": the client's "
                    + MetricNames.ALLOCATION + " does not stand in for the server's");
            return;
        }
        bothOrNeither(sides, Signal.ALLOCATION, MetricNames.ALLOCATION, " (the other side ran without -prof gc)");
    }

    /**
     * A managed server's own CPU time where either side has it (never the client's in its place), else the benchmark
     * threads'.
     *
     * @return the metric judged as CPU time
     */
    private Optional<String> cpu(Sides sides) {
        boolean baseServer = sides.base().secondary(MetricNames.SERVER_CPU_TIME) != null;
        boolean headServer = sides.head().secondary(MetricNames.SERVER_CPU_TIME) != null;
        if (baseServer || headServer) {
            if (baseServer && headServer) {
                sides.notes().add("CPU judged: the server's own (" + MetricNames.SERVER_CPU_TIME + "), not the"
                        + " client's");
            }
            return bothOrNeither(sides, Signal.CPU, MetricNames.SERVER_CPU_TIME, ": the client's "
                    + MetricNames.CPU_TIME + " does not stand in for the server's")
                    ? Optional.of(MetricNames.SERVER_CPU_TIME) : Optional.empty();
        }
        return bothOrNeither(sides, Signal.CPU, MetricNames.CPU_TIME, " (the other side measured none)")
                ? Optional.of(MetricNames.CPU_TIME) : Optional.empty();
    }

    /**
     * Judges the signal from this metric where both sides have it; where one side has it, no verdict, saying so.
     *
     * @param why what follows "... is only in base" in that note
     * @return whether both sides have it (judged, or no verdict for another reason)
     */
    private boolean bothOrNeither(Sides sides, Signal signal, String metric, String why) {
        Metric b = sides.base().secondary(metric);
        Metric h = sides.head().secondary(metric);
        if (b == null && h == null) {
            return false;
        }
        if (b == null || h == null) {
            sides.unjudged().add(NO_VERDICT + signal.label() + ": " + metric + " is only in " + side(b) + why);
            return false;
        }
        judged(sides, signal, metric, b, h);
        return true;
    }

    private void judged(Sides sides, Signal signal, String metric, Metric b, Metric h) {
        String unjudged = NO_VERDICT + signal.label() + ": " + metric;
        if (!h.unit().convertibleTo(b.unit())) {
            sides.unjudged().add(unjudged + ": base unit '" + b.unit() + "' and head unit '" + h.unit()
                    + "' do not convert");
            return;
        }
        if (options.pairing() == Pairing.BY_STEP) {
            Optional<String> misaligned = ForkAlignment.misaligned(metric, "base", b, sides.base().primary())
                    .or(() -> ForkAlignment.misaligned(metric, "head", h, sides.head().primary()));
            if (misaligned.isPresent()) {
                sides.unjudged().add(NO_VERDICT + signal.label() + ": " + misaligned.get());
                return;
            }
        }
        List<String> own = new ArrayList<>();
        ForkAlignment.gaps(metric, "base", b, sides.base().primary()).ifPresent(own::add);
        ForkAlignment.gaps(metric, "head", h, sides.head().primary()).ifPresent(own::add);
        Judgement judgement = forks.judge(b, h, signal.threshold(options), own);
        if (judgement == null) {
            sides.unjudged().add(unjudged + ": " + String.join("; ", own));
            return;
        }
        sides.signals().put(signal, judgement);
        own.stream().filter(note -> !sides.timeNotes().contains(note))
                .forEach(note -> sides.notes().add(signal.label() + ": " + note));
    }

    /** The side that has what the other lacks: base where head's is null. */
    private static String side(Metric base) {
        return base == null ? "head" : "base";
    }
}
