package org.repobench.run;

import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatFactory;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.repobench.results.SampleKind;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Collection;
import java.util.Map;
import java.util.Set;

/**
 * A run's results as JMH JSON, each result then marked with what its samples are ({@link SampleMarks}) and which
 * params its target lacks ({@link InapplicableParams}): one way for a complete run's file and a partial one's.
 */
final class MarkedJson {
    private MarkedJson() {
    }

    /**
     * @param samples      per result, the kind of its samples (completed passes)
     * @param running      the kind of a result not among them (the pass running)
     * @param inapplicable per target, the params it lacks
     */
    static void write(Path file, Collection<RunResult> results, Map<String, SampleKind> samples, SampleKind running,
                      Map<String, Set<String>> inapplicable) throws IOException {
        ResultFormatFactory.getInstance(ResultFormatType.JSON, file.toString()).writeOut(results);
        SampleMarks.mark(file, samples, running);
        InapplicableParams.mark(file, inapplicable);
    }
}
