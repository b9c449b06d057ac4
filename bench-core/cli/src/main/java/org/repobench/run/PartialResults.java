package org.repobench.run;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.openjdk.jmh.results.RunResult;
import org.repobench.results.SampleKind;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

/**
 * What a run has completed so far, kept as {@code run-<timestamp>-partial.json} (with its environment beside it)
 * after every benchmark that completes: written beside it, marked, then renamed over the last one in one step. A run
 * that is killed or fails keeps what completed; one that completes deletes it, so {@code -partial} always means a run
 * that did not end. {@code latest.json} is only ever a complete run.
 */
final class PartialResults {
    private final ResultFiles files;
    private final Supplier<Map<String, SampleKind>> samples;
    private final Supplier<SampleKind> running;
    private final Map<String, Set<String>> inapplicable;
    private final ObjectNode environment;

    /**
     * @param samples  what the samples of each result of a completed pass are
     * @param running  what the samples of the pass running are
     */
    PartialResults(ResultFiles files, Supplier<Map<String, SampleKind>> samples, Supplier<SampleKind> running,
                   Map<String, Set<String>> inapplicable, ObjectNode environment) {
        this.files = files;
        this.samples = samples;
        this.running = running;
        this.inapplicable = inapplicable;
        this.environment = environment;
    }

    /** The completed benchmarks' results (every fork a record of its own), merged and kept; the file they are in. */
    synchronized Path keep(Collection<RunResult> completed) throws IOException {
        List<RunResult> merged = ForkResults.merge(completed);
        Path kept = files.timestamped("-partial.json");
        Files.createDirectories(files.directory());
        Path scratch = files.directory().resolve("." + kept.getFileName() + ".inprogress");
        try {
            MarkedJson.write(scratch, merged, samples.get(), running.get(), inapplicable);
            Path environmentFile = files.timestamped("-partial.environment.json");
            if (!Files.exists(environmentFile)) {
                RunEnvironment.write(environment, environmentFile);
            }
            Files.move(scratch, kept, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } finally {
            Files.deleteIfExists(scratch);
        }
        return kept;
    }

    /** The run completed: its partial results go. */
    synchronized void discard() throws IOException {
        Files.deleteIfExists(files.timestamped("-partial.json"));
        Files.deleteIfExists(files.timestamped("-partial.environment.json"));
    }
}
