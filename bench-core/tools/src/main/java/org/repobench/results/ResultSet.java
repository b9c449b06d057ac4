package org.repobench.results;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Results from one or more JMH files, one per {@link ResultKey}. A key seen more than once (in two files, or twice in
 * one) is merged by {@link ResultMerger}: the forks of all occurrences are kept. Iteration order is first appearance,
 * which keeps JMH's own order (and so the declaration order of enum params such as the store).
 */
public final class ResultSet {
    private final Map<ResultKey, JmhResult> results;
    private final List<Path> files;

    private ResultSet(Map<ResultKey, JmhResult> results, List<Path> files) {
        this.results = results;
        this.files = List.copyOf(files);
    }

    /** Reads and merges the files; the first problem found is thrown as a {@link ResultFileException}. */
    public static ResultSet load(List<Path> files) {
        if (files.isEmpty()) {
            throw new IllegalArgumentException("no result files given; expected one or more JMH JSON files");
        }
        List<JmhResult> all = new ArrayList<>();
        for (Path file : files) {
            all.addAll(JmhJsonReader.read(file));
        }
        return of(all, files);
    }

    public static ResultSet load(Path file) {
        return load(List.of(file));
    }

    public static ResultSet of(Collection<JmhResult> results) {
        List<Path> files = new ArrayList<>();
        results.forEach(r -> r.sources().stream().filter(s -> !files.contains(s)).forEach(files::add));
        return of(results, files);
    }

    private static ResultSet of(Collection<JmhResult> results, List<Path> files) {
        Map<ResultKey, JmhResult> merged = new LinkedHashMap<>();
        for (JmhResult r : results) {
            merged.merge(r.key(), r, ResultMerger::merge);
        }
        return new ResultSet(merged, files);
    }

    public Optional<JmhResult> get(ResultKey key) {
        return Optional.ofNullable(results.get(key));
    }

    public Set<ResultKey> keys() {
        return Collections.unmodifiableSet(results.keySet());
    }

    public List<JmhResult> results() {
        return List.copyOf(results.values());
    }

    public int size() {
        return results.size();
    }

    public boolean isEmpty() {
        return results.isEmpty();
    }

    /** The files the results were read from, in the order given. */
    public List<Path> files() {
        return files;
    }
}
