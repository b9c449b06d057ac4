package org.repobench.bisect;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * A bisect's log, {@code bisect.log} in its directory: a JSON object a line, the first saying what is bisected (the
 * good and bad commits, the settings that decide a verdict), then one per step, appended and forced to disk as each
 * step ends. Running the same bisect again reads it and goes on from there, so a bisect stopped by Ctrl-C, a kill or
 * a step without a verdict loses at most the step it was in. A line cut short by a kill is dropped. The directory is
 * locked while a bisect runs in it.
 */
public final class BisectLog implements AutoCloseable {
    public static final String FILE = "bisect.log";
    private static final String LOCK = "bisect.lock";
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Path file;
    private final FileChannel lockChannel;
    private final FileLock lock;
    private final List<Step> steps;

    private BisectLog(Path file, FileChannel lockChannel, FileLock lock, List<Step> steps) {
        this.file = file;
        this.lockChannel = lockChannel;
        this.lock = lock;
        this.steps = steps;
    }

    /** What a log is of; a log of other settings is not resumed, but said. */
    public record Plan(Commit good, Commit bad, Map<String, String> settings) {
        public Plan {
            settings = Map.copyOf(settings);
        }
    }

    /**
     * The log in {@code directory}: read and checked against the plan if there is one, else begun with it.
     *
     * @throws BisectException another bisect runs in the directory, or its log is of another plan
     */
    public static BisectLog open(Path directory, Plan plan) throws IOException {
        Files.createDirectories(directory);
        FileChannel channel = FileChannel.open(directory.resolve(LOCK), StandardOpenOption.CREATE,
                StandardOpenOption.WRITE);
        FileLock lock = channel.tryLock();
        if (lock == null) {
            channel.close();
            throw new BisectException("another bisect is running in " + directory + "; wait for it, or give this one"
                    + " another " + BisectOptions.OUT);
        }
        try {
            Path file = directory.resolve(FILE);
            List<Step> steps = Files.exists(file) ? read(file, plan) : begin(file, plan);
            return new BisectLog(file, channel, lock, steps);
        } catch (IOException | RuntimeException e) {
            channel.close();
            throw e;
        }
    }

    public Path file() {
        return file;
    }

    /** The steps so far, this run's too, in order. */
    public List<Step> steps() {
        return List.copyOf(steps);
    }

    /** Adds a step, on disk before this returns. */
    public void append(Step step) throws IOException {
        write(file, JSON.writeValueAsString(toJson(step)), StandardOpenOption.APPEND);
        steps.add(step);
    }

    private static List<Step> begin(Path file, Plan plan) throws IOException {
        ObjectNode header = JSON.createObjectNode();
        header.put("bisect", 1).put("good", plan.good().sha()).put("goodSubject", plan.good().subject())
                .put("bad", plan.bad().sha()).put("badSubject", plan.bad().subject());
        ObjectNode settings = header.putObject("settings");
        new TreeMap<>(plan.settings()).forEach(settings::put);
        write(file, JSON.writeValueAsString(header), StandardOpenOption.CREATE_NEW);
        return new ArrayList<>();
    }

    private static void write(Path file, String line, StandardOpenOption mode) throws IOException {
        try (FileChannel channel = FileChannel.open(file, mode, StandardOpenOption.WRITE)) {
            channel.write(ByteBuffer.wrap((line + "\n").getBytes(StandardCharsets.UTF_8)));
            channel.force(true);
        }
    }

    private static List<Step> read(Path file, Plan plan) throws IOException {
        String text = Files.readString(file, StandardCharsets.UTF_8);
        if (!text.isEmpty() && !text.endsWith("\n")) {
            // the last line was being written when the bisect was killed: that step is done again
            text = text.substring(0, text.lastIndexOf('\n') + 1);
            Files.writeString(file, text, StandardCharsets.UTF_8);
        }
        List<String> lines = text.lines().toList();
        if (lines.isEmpty()) {
            Files.delete(file);
            return begin(file, plan);
        }
        checkPlan(file, node(file, lines.get(0), 1), plan);
        List<Step> steps = new ArrayList<>();
        for (int i = 1; i < lines.size(); i++) {
            steps.add(step(node(file, lines.get(i), i + 1)));
        }
        return steps;
    }

    private static JsonNode node(Path file, String line, int number) {
        try {
            return JSON.readTree(line);
        } catch (JsonProcessingException e) {
            throw new BisectException("cannot read line " + number + " of " + file + " (" + e.getOriginalMessage()
                    + "); accepted: the log a bisect wrote, or none (remove it to begin again)");
        }
    }

    private static void checkPlan(Path file, JsonNode header, Plan plan) {
        Map<String, String> settings = new LinkedHashMap<>();
        header.path("settings").fields().forEachRemaining(e -> settings.put(e.getKey(), e.getValue().asText()));
        List<String> differ = new ArrayList<>();
        if (!header.path("good").asText().equals(plan.good().sha())) {
            differ.add(BisectOptions.GOOD + " " + header.path("good").asText());
        }
        if (!header.path("bad").asText().equals(plan.bad().sha())) {
            differ.add(BisectOptions.BAD + " " + header.path("bad").asText());
        }
        Set<String> names = new TreeSet<>(settings.keySet());
        names.addAll(plan.settings().keySet());
        for (String name : names) {
            String was = settings.get(name);
            if (was == null || !was.equals(plan.settings().get(name))) {
                differ.add(name + " " + (was == null ? "not given" : "'" + was + "'"));
            }
        }
        if (!differ.isEmpty()) {
            throw new BisectException(file + " is a bisect with other settings (" + String.join(", ", differ)
                    + "): its verdicts would not be this one's; accepted: the same settings to resume it, or another "
                    + BisectOptions.OUT + " (or remove it) to begin again");
        }
    }

    static ObjectNode toJson(Step step) {
        Judged judged = step.judged();
        ObjectNode node = JSON.createObjectNode();
        node.put("step", step.number()).put("commit", step.commit().sha()).put("subject", step.commit().subject())
                .put("verdict", judged.verdict().label()).put("row", judged.row());
        number(node, "change", judged.change());
        number(node, "couldSee", judged.couldSee());
        ArrayNode fired = node.putArray("fired");
        judged.fired().forEach(fired::add);
        node.put("buildSeconds", Math.round(step.buildSeconds() * 10) / 10.0)
                .put("gateSeconds", Math.round(step.gateSeconds() * 10) / 10.0)
                .put("results", judged.results()).put("note", judged.note());
        return node;
    }

    private static void number(ObjectNode node, String name, OptionalDouble value) {
        if (value.isPresent()) {
            node.put(name, value.getAsDouble());
        } else {
            node.putNull(name);
        }
    }

    private static Step step(JsonNode node) {
        List<String> fired = new ArrayList<>();
        node.path("fired").forEach(f -> fired.add(f.asText()));
        Judged judged = new Judged(StepVerdict.of(node.path("verdict").asText()), node.path("row").asText(),
                number(node.path("change")), number(node.path("couldSee")), fired, node.path("results").asText(),
                node.path("note").asText());
        return new Step(node.path("step").asInt(), new Commit(node.path("commit").asText(),
                node.path("subject").asText()), judged, node.path("buildSeconds").asDouble(),
                node.path("gateSeconds").asDouble());
    }

    private static OptionalDouble number(JsonNode node) {
        return node.isNumber() ? OptionalDouble.of(node.asDouble()) : OptionalDouble.empty();
    }

    @Override
    public void close() throws IOException {
        try {
            lock.release();
        } finally {
            lockChannel.close();
        }
    }
}
