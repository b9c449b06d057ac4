package org.repobench.bisect;

import org.repobench.api.ExitStatus;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * One bisect, start to first bad commit: the good commit's war built, the bad commit judged against it (unless the
 * user vouches for it), then each candidate the search picks built and judged, every step appended to the log as it
 * ends, until the search has narrowed to the first bad commit. A bisect run again with the same settings reads its log
 * and goes on where it stopped. A step the gate cannot judge stops the bisect with the gate's exit status rather than
 * guess.
 */
public final class Bisect {
    private final BisectLog.Plan plan;
    private final List<Commit> candidates;
    private final Set<String> userSkips;
    private final boolean trustBad;
    private final Path directory;
    private final WarSource wars;
    private final WarCheck check;
    private final Judge judge;
    private final PrintStream out;

    /** What keeps a built war from being judged: none the suite can start, say why; empty when it can. */
    @FunctionalInterface
    public interface WarCheck {
        Optional<String> problem(Path war);
    }

    /**
     * @param candidates the commits after the good one on the bad one's first-parent line, the bad one last
     * @param userSkips  the shas of candidates the user left out ({@code --skip})
     * @param trustBad   take the bad commit as bad without judging it
     */
    public Bisect(BisectLog.Plan plan, List<Commit> candidates, Set<String> userSkips, boolean trustBad,
                  Path directory, WarSource wars, WarCheck check, Judge judge, PrintStream out) {
        this.plan = plan;
        this.candidates = List.copyOf(candidates);
        this.userSkips = Set.copyOf(userSkips);
        this.trustBad = trustBad;
        this.directory = directory;
        this.wars = wars;
        this.check = check;
        this.judge = judge;
        this.out = out;
    }

    /** How the bisect ended: done (the first bad commit named), no verdict, or could not run; and its one line. */
    public record Outcome(ExitStatus status, String line, List<Commit> suspects) {
    }

    public Outcome run() throws IOException {
        try (BisectLog log = BisectLog.open(directory, plan)) {
            Search search = new Search(candidates.size());
            Set<String> skipped = new HashSet<>(userSkips);
            candidates.stream().filter(c -> userSkips.contains(c.sha()))
                    .forEach(c -> search.record(candidates.indexOf(c), StepVerdict.SKIP));
            Optional<Step> badStep = replay(log, search, skipped);
            printPlan(log);
            Path goodWar = goodWar();
            int bad = candidates.size() - 1;
            if (!trustBad) {
                if (badStep.isEmpty()) {
                    Step step = step(log, bad, goodWar, search);
                    if (!step.verdict().moves()) {
                        return stopped(log, step);
                    }
                    badStep = Optional.of(step);
                    if (step.verdict() == StepVerdict.BAD) {
                        search.record(bad, StepVerdict.BAD);
                    }
                }
                if (badStep.get().verdict() != StepVerdict.BAD) {
                    return end(log, new BisectReport.Ending(ExitStatus.NO_VERDICT, badNotBad(badStep.get()), List.of(),
                            skipped));
                }
            }
            for (OptionalInt next = search.next(); next.isPresent(); next = search.next()) {
                Step step = step(log, next.getAsInt(), goodWar, search);
                if (!step.verdict().moves()) {
                    return stopped(log, step);
                }
                record(search, next.getAsInt(), step, skipped);
            }
            List<Commit> suspects = search.suspects().stream().map(candidates::get).toList();
            return end(log, new BisectReport.Ending(ExitStatus.DONE, found(suspects, skipped, log), suspects,
                    skipped));
        }
    }

    private static void record(Search search, int index, Step step, Set<String> skipped) {
        search.record(index, step.verdict());
        if (step.verdict() == StepVerdict.SKIP) {
            skipped.add(step.commit().sha());
        }
    }

    /** The log's steps into the search; the bad commit's own judgement, if it has one, apart. */
    private Optional<Step> replay(BisectLog log, Search search, Set<String> skipped) {
        Optional<Step> badStep = Optional.empty();
        int bad = candidates.size() - 1;
        for (Step step : log.steps()) {
            int index = indexOf(step.commit());
            if (index < 0) {
                throw new BisectException(log.file() + " step " + step.number() + " judged " + step.commit().describe()
                        + ", which is not between " + BisectOptions.GOOD + " and " + BisectOptions.BAD + ": it is the"
                        + " log of another history; accepted: another " + BisectOptions.OUT + " (or remove it)");
            }
            if (!step.verdict().moves() || userSkips.contains(step.commit().sha())) {
                continue;
            }
            if (index == bad) {
                badStep = Optional.of(step);
                if (step.verdict() != StepVerdict.BAD) {
                    continue;
                }
            }
            record(search, index, step, skipped);
        }
        return badStep;
    }

    private int indexOf(Commit commit) {
        for (int i = 0; i < candidates.size(); i++) {
            if (candidates.get(i).sha().equals(commit.sha())) {
                return i;
            }
        }
        return -1;
    }

    private void printPlan(BisectLog log) {
        int gates = log2Ceiling(candidates.size()) + (trustBad ? 0 : 1);
        out.println("bisect: good " + plan.good().describe());
        out.println("bisect: bad  " + plan.bad().describe() + (trustBad ? " (taken as bad: " + BisectOptions.TRUST_BAD
                + ")" : " (judged first: a bisect needs it slower than good)"));
        out.printf(Locale.ROOT, "bisect: %d candidate(s) on the bad commit's first-parent line after the good one"
                + " (a merge is one step); about %d gate(s), one more for each commit that does not build%n",
                candidates.size(), gates);
        if (!userSkips.isEmpty()) {
            out.println("bisect: left out (" + BisectOptions.SKIP + "): " + String.join(", ", userSkips));
        }
        out.println("bisect: log " + log.file() + (log.steps().isEmpty() ? ""
                : " (resuming: " + log.steps().size() + " step(s) in it already)"));
    }

    private Path goodWar() throws IOException {
        WarBuilds.Outcome built = wars.war(plan.good());
        if (built instanceof WarBuilds.Failed failed) {
            throw new BisectException(BisectOptions.GOOD + " " + plan.good().describe() + " did not build, so there"
                    + " is nothing to judge against: " + failed.why());
        }
        Path war = ((WarBuilds.Built) built).war();
        check.problem(war).ifPresent(problem -> {
            throw new BisectException(BisectOptions.GOOD + " " + plan.good().describe() + " built a war the suite"
                    + " cannot start: " + problem);
        });
        return war;
    }

    /** Builds and judges one candidate, and appends the step to the log. */
    private Step step(BisectLog log, int index, Path goodWar, Search search) throws IOException {
        Commit commit = candidates.get(index);
        int number = log.steps().size() + 1;
        out.printf(Locale.ROOT, "%nbisect: step %d: %s (candidate %d of %d; the first bad is one of %d)%n", number,
                commit.describe(), index + 1, candidates.size(), search.left());
        WarBuilds.Outcome built = wars.war(commit);
        Judged judged;
        double gateSeconds = 0;
        if (built instanceof WarBuilds.Failed failed) {
            judged = Judged.skipped(failed.why());
        } else {
            Path war = ((WarBuilds.Built) built).war();
            Optional<String> problem = check.problem(war);
            if (problem.isPresent()) {
                judged = Judged.skipped("its war is none the suite can start: " + problem.get());
            } else {
                long start = System.nanoTime();
                try {
                    judged = judge.judge(commit, goodWar, war, directory.resolve("gates").resolve(commit.shortSha()));
                } catch (IOException | RuntimeException e) {
                    log.append(new Step(number, commit, Judged.stopped(StepVerdict.COULD_NOT_RUN, e.toString(), ""),
                            built.seconds(), (System.nanoTime() - start) / 1e9));
                    throw e;
                }
                gateSeconds = (System.nanoTime() - start) / 1e9;
            }
        }
        Step step = new Step(number, commit, judged, built.seconds(), gateSeconds);
        log.append(step);
        out.printf("bisect: step %d: %s: %s%n", number, commit.shortSha(), BisectReport.describe(judged));
        return step;
    }

    private Outcome stopped(BisectLog log, Step step) throws IOException {
        boolean isBad = step.commit().sha().equals(plan.bad().sha());
        String line = String.format(Locale.ROOT, "stopped at step %d, %s: %s (%s); the same command judges it again,"
                + " or %s", step.number(), step.commit().describe(), step.verdict().label(), step.judged().note(),
                isBad ? BisectOptions.TRUST_BAD + " takes it as bad"
                        : BisectOptions.SKIP + " " + step.commit().shortSha() + " leaves it out");
        return end(log, new BisectReport.Ending(step.verdict().stopStatus(), line, List.of(), Set.of()));
    }

    private String badNotBad(Step step) {
        if (step.verdict() == StepVerdict.SKIP) {
            return BisectOptions.BAD + " " + step.commit().describe() + " did not build, so it cannot be judged: "
                    + step.judged().note() + "; accepted: a bad commit that builds, or " + BisectOptions.TRUST_BAD;
        }
        return BisectOptions.BAD + " " + step.commit().describe() + " is not slower than " + BisectOptions.GOOD
                + " by the gate's rule (" + BisectReport.describe(step.judged()) + "): nothing to bisect; judge it"
                + " with benchmarks or params that show the regression (--include, --params), or more pairs"
                + " (--forks)";
    }

    private String found(List<Commit> suspects, Set<String> skipped, BisectLog log) {
        long judged = log.steps().stream().filter(s -> s.verdict() == StepVerdict.GOOD
                || s.verdict() == StepVerdict.BAD).count();
        String tally = " (" + candidates.size() + " candidate(s), " + judged + " judged, " + skipped.size()
                + " skipped)";
        if (suspects.size() == 1) {
            return "first bad commit: " + suspects.get(0).sha() + " " + suspects.get(0).subject() + tally;
        }
        List<String> named = new ArrayList<>();
        for (Commit suspect : suspects) {
            named.add(suspect.describe() + (skipped.contains(suspect.sha()) ? " (skipped)" : ""));
        }
        return "the first bad commit is one of: " + String.join(", ", named) + "; the skipped could not be judged"
                + tally;
    }

    private Outcome end(BisectLog log, BisectReport.Ending ending) throws IOException {
        out.println();
        BisectReport.printTable(log.steps(), out);
        Path result = BisectReport.write(directory, plan, candidates, ending, log.steps());
        out.println("bisect: " + ending.line());
        out.println("bisect: log " + log.file() + ", result " + result);
        return new Outcome(ending.status(), ending.line(), ending.suspects());
    }

    static int log2Ceiling(int n) {
        return n <= 1 ? 0 : 32 - Integer.numberOfLeadingZeros(n - 1);
    }
}
