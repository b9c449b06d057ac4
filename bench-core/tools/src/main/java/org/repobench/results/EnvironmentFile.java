package org.repobench.results;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The {@code environment.json} the launcher writes beside a result file (git revision, store descriptions, OS, cores,
 * ...). Its keys are not fixed: whatever is there is read, nested objects are flattened to dotted keys, arrays of
 * values are joined. Keys that name a credential are dropped and values are scrubbed (see {@link Secrets}).
 */
public final class EnvironmentFile {
    public static final String NAME = "environment.json";
    /** The section naming the side-by-side server's build ({@code run --side-by-side}). */
    public static final String SIDE_BY_SIDE = "sideBySide";
    /** Its entry: the {@code target} value that build's results record. */
    public static final String RECORDED = "recorded";
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private EnvironmentFile() {
    }

    /**
     * The environment of a result file: its own ({@code run-X.json} → {@code run-X.environment.json}, as the launcher
     * keeps one per run) or else the directory's {@code environment.json}, if there is one.
     */
    public static Optional<Path> besides(Path resultFile) {
        Path absolute = resultFile.toAbsolutePath();
        Path dir = absolute.getParent() == null ? Path.of(".") : absolute.getParent();
        String name = absolute.getFileName().toString();
        if (name.endsWith(".json")) {
            Path own = dir.resolve(name.substring(0, name.length() - ".json".length()) + "." + NAME);
            if (Files.isRegularFile(own)) {
                return Optional.of(own);
            }
        }
        Path shared = dir.resolve(NAME);
        return Files.isRegularFile(shared) ? Optional.of(shared) : Optional.empty();
    }

    /** Flattened, credential-free entries in file order. */
    public static Map<String, String> read(Path file) {
        JsonNode root;
        try {
            root = MAPPER.readTree(Files.readAllBytes(file));
        } catch (JsonProcessingException e) {
            throw new ResultFileException(file, "not valid JSON: " + e.getOriginalMessage(), e);
        } catch (IOException e) {
            throw new ResultFileException(file, "cannot be read: " + e, e);
        }
        if (root == null || !root.isObject()) {
            throw new ResultFileException(file, "expected a JSON object of environment facts (\"key\": value)");
        }
        Map<String, String> entries = new LinkedHashMap<>();
        flatten("", root, entries);
        return entries;
    }

    private static void flatten(String prefix, JsonNode node, Map<String, String> out) {
        if (node.isObject()) {
            node.fields().forEachRemaining(e -> {
                if (!Secrets.isSecretKey(e.getKey())) {
                    flatten(prefix.isEmpty() ? e.getKey() : prefix + "." + e.getKey(), e.getValue(), out);
                }
            });
        } else if (node.isArray() && allValues(node)) {
            StringBuilder sb = new StringBuilder();
            node.forEach(v -> sb.append(sb.length() == 0 ? "" : ", ").append(v.asText()));
            out.put(prefix, Secrets.scrub(sb.toString()));
        } else if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                flatten(prefix + "[" + i + "]", node.get(i), out);
            }
        } else {
            out.put(prefix, Secrets.scrub(node.isNull() ? "" : node.asText()));
        }
    }

    private static boolean allValues(JsonNode array) {
        for (JsonNode n : array) {
            if (!n.isValueNode()) {
                return false;
            }
        }
        return true;
    }
}
