package org.repobench.run;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.repobench.api.ParamNames;
import org.repobench.results.ParamOrder;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;

/**
 * Rewrites a run's JMH JSON so that a param a target does not have reads {@link ParamOrder#NOT_APPLICABLE} in that
 * target's results: JMH needs some value to run a pass, but "cacheSize=10000" beside Fedora 6.1.0 would claim a
 * setting it never had, and every table and chart would file the result under it.
 */
final class InapplicableParams {
    private InapplicableParams() {
    }

    /** @param byTarget per {@code target} value, the params its results do not depend on */
    static void mark(Path json, Map<String, Set<String>> byTarget) throws IOException {
        if (byTarget.isEmpty()) {
            return;
        }
        ObjectMapper mapper = new ObjectMapper();
        JsonNode results = mapper.readTree(json.toFile());
        boolean changed = false;
        for (JsonNode result : results) {
            JsonNode params = result.path("params");
            Set<String> lacking = byTarget.get(params.path(ParamNames.TARGET).asText());
            if (lacking == null) {
                continue;
            }
            for (String param : lacking) {
                if (params.has(param)) {
                    ((ObjectNode) params).put(param, ParamOrder.NOT_APPLICABLE);
                    changed = true;
                }
            }
        }
        if (changed) {
            // the scratch file: nobody reads it before it is published by an atomic rename
            mapper.writerWithDefaultPrettyPrinter().writeValue(json.toFile(), results);
        }
    }
}
