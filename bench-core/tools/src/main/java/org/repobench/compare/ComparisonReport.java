package org.repobench.compare;

import org.repobench.results.ResultKey;

import java.nio.file.Path;
import java.util.List;

/**
 * Everything one {@code compare} found.
 *
 * @param problems pairs that could not be compared (too few forks, no rawData, units that do not convert); any makes
 *                 the comparison bad input
 */
public record ComparisonReport(Path baseFile, Path headFile, CompareSettings settings, List<PairResult> pairs,
                               List<ResultKey> onlyInBase, List<ResultKey> onlyInHead, List<String> problems) {
    public ComparisonReport {
        pairs = List.copyOf(pairs);
        onlyInBase = List.copyOf(onlyInBase);
        onlyInHead = List.copyOf(onlyInHead);
        problems = List.copyOf(problems);
    }

    /** Pairs whose time has this verdict. */
    public long count(Verdict verdict) {
        return pairs.stream().filter(p -> p.time().verdict() == verdict).count();
    }

    /** Pairs whose allocation was judged and has this verdict. */
    public long countAllocation(Verdict verdict) {
        return pairs.stream().filter(p -> p.allocation().map(a -> a.verdict() == verdict).orElse(false)).count();
    }

    public boolean anyAllocation() {
        return pairs.stream().anyMatch(p -> p.allocation().isPresent());
    }

    /** 2 when some pair could not be judged (bad input), else 1 when time or allocation regressed, else 0. */
    public int exitCode() {
        if (!problems.isEmpty()) {
            return 2;
        }
        return pairs.stream().anyMatch(PairResult::regressed) ? 1 : 0;
    }
}
