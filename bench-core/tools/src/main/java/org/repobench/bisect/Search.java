package org.repobench.bisect;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.TreeMap;

/**
 * Where the first bad commit can still be, among candidates {@code 0 .. size-1} in history order: the commits after
 * the good one up to the bad one, which is the last ({@code size - 1}) and bad; the good commit is index {@code -1}.
 * The first bad commit lies after the last commit judged good and at or before the first judged bad. Each step judges
 * the middle one of the candidates not yet tried in between, so a bisect of {@code N} candidates takes
 * {@code ceil(log2 N)} steps; a skipped commit (it did not build) tells nothing, and the step after it judges the
 * middle of those still untried, next to it (as {@code git bisect skip} moves away from a skipped commit): each skip
 * costs one step more. When only skipped commits are left between the last good and the first bad, the first bad is
 * one of them or that bad one, as git says it.
 */
public final class Search {
    private final int size;
    private final TreeMap<Integer, StepVerdict> verdicts = new TreeMap<>();

    /** @param size the candidates, the bad commit among them: at least 1 */
    public Search(int size) {
        if (size < 1) {
            throw new IllegalArgumentException("a bisect has at least one candidate, the bad commit; got " + size);
        }
        this.size = size;
    }

    public int size() {
        return size;
    }

    /**
     * A step's verdict on candidate {@code index}; only those that move the search ({@link StepVerdict#moves()}). A
     * good commit after a bad one (or the reverse) contradicts what the search has: it never asks for such a commit,
     * so only a log written by another history or edited by hand gives one.
     */
    public void record(int index, StepVerdict verdict) {
        if (index < 0 || index >= size) {
            throw new IllegalArgumentException("candidate " + index + " is not among 0.." + (size - 1));
        }
        if (!verdict.moves()) {
            throw new IllegalArgumentException(verdict.label() + " does not move a bisect");
        }
        if (verdict == StepVerdict.GOOD && index >= firstBad() || verdict == StepVerdict.BAD && index <= lastGood()) {
            throw new BisectException("candidate " + (index + 1) + " of " + size + " judged " + verdict.label()
                    + " contradicts the bisect so far (last good " + (lastGood() + 1) + ", first bad "
                    + (firstBad() + 1) + "): the log holds steps of another bisect");
        }
        verdicts.put(index, verdict);
    }

    /** What a candidate was judged, if it was. */
    public StepVerdict verdict(int index) {
        return verdicts.get(index);
    }

    /** The last candidate judged good, or -1: the good commit itself. */
    public int lastGood() {
        return verdicts.entrySet().stream().filter(e -> e.getValue() == StepVerdict.GOOD)
                .mapToInt(e -> e.getKey()).max().orElse(-1);
    }

    /** The first candidate judged bad, or the bad commit, which is bad by definition. */
    public int firstBad() {
        return verdicts.entrySet().stream().filter(e -> e.getValue() == StepVerdict.BAD)
                .mapToInt(e -> e.getKey()).min().orElse(size - 1);
    }

    /**
     * The candidate to judge next: the middle one of those not yet tried after the last good and before the first
     * bad; empty when none is left and the bisect is done. The first bad commit is the first bad one among those and
     * the first bad judged (with the skipped commits just before it), so the middle of the untried halves what it can
     * still be, whatever was skipped: a skip costs its own step and no more.
     */
    public OptionalInt next() {
        List<Integer> untried = new ArrayList<>();
        for (int index = lastGood() + 1; index < firstBad(); index++) {
            if (!verdicts.containsKey(index)) {
                untried.add(index);
            }
        }
        return untried.isEmpty() ? OptionalInt.empty() : OptionalInt.of(untried.get(untried.size() / 2));
    }

    public boolean done() {
        return next().isEmpty();
    }

    /**
     * Where the first bad commit is: the first bad candidate alone, or, with skipped candidates left just before it,
     * those and it ({@code git bisect}'s "the first bad commit could be any of"), in history order.
     */
    public List<Integer> suspects() {
        List<Integer> suspects = new ArrayList<>();
        for (int index = lastGood() + 1; index < firstBad(); index++) {
            suspects.add(index);
        }
        suspects.add(firstBad());
        return suspects;
    }

    /** How many candidates the first bad commit can still be (the skipped among them included). */
    public int left() {
        return firstBad() - lastGood();
    }
}
