package org.repobench.run;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.repobench.results.SampleKind;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;

/**
 * Rewrites a run's JMH JSON so that every result says what its samples are ({@link SampleKind#FIELD}): a fork, a
 * server start, or a fork of one server. A result merged from runs of one fork each ({@link ForkResults}) also gets
 * its fork count from its data, where JMH wrote the 1 of each run.
 */
final class SampleMarks {
    private SampleMarks() {
    }

    /**
     * @param byResult  per {@link ForkResults#key}, the kind of the result's samples
     * @param otherwise the kind of a result not among them (one a failed pass completed)
     */
    static void mark(Path json, Map<String, SampleKind> byResult, SampleKind otherwise) throws IOException {
        ObjectMapper mapper = new ObjectMapper();
        JsonNode results = mapper.readTree(json.toFile());
        for (JsonNode result : results) {
            Map<String, String> params = new TreeMap<>();
            result.path("params").fields().forEachRemaining(e -> params.put(e.getKey(), e.getValue().asText()));
            SampleKind kind = byResult.getOrDefault(ForkResults.key(result.path("benchmark").asText(),
                    result.path("mode").asText(), result.path("threads").asInt(), params), otherwise);
            ObjectNode entry = (ObjectNode) result;
            entry.put(SampleKind.FIELD, kind.name());
            JsonNode primary = result.path("primaryMetric");
            JsonNode forks = primary.has("rawData") ? primary.get("rawData") : primary.path("rawDataHistogram");
            if (forks.isArray() && !forks.isEmpty()) {
                entry.put("forks", forks.size());
            }
        }
        // the scratch file: nobody reads it before it is published by an atomic rename
        mapper.writerWithDefaultPrettyPrinter().writeValue(json.toFile(), results);
    }
}
