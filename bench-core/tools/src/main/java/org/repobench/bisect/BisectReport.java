package org.repobench.bisect;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.repobench.api.ExitStatus;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalDouble;
import java.util.Set;

/**
 * What a bisect shows when it ends: a table of its steps (commit, verdict, what the gate measured and could have
 * seen, the rows that fired, the time each took), and {@code result.json}, the same for a script.
 */
final class BisectReport {
    static final String RESULT_FILE = "result.json";
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int SUBJECT_WIDTH = 40;

    private BisectReport() {
    }

    /** How the bisect ended: its exit status, its one line, and where the first bad commit is if it got there. */
    record Ending(ExitStatus status, String line, List<Commit> suspects, Set<String> skipped) {
    }

    /** "+8.1%", "-2.0%"; "" where nothing was measured. */
    static String percent(OptionalDouble fraction) {
        return fraction.isPresent() ? String.format(Locale.ROOT, "%+.1f%%", fraction.getAsDouble() * 100) : "";
    }

    /** "≥ 4.2%", "nothing" where the gate could see no change, "" where no gate ran. */
    static String couldSee(Judged judged) {
        if (judged.row().isEmpty()) {
            return "";
        }
        return judged.couldSee().isPresent() ? String.format(Locale.ROOT, "\u2265 %.1f%%",
                judged.couldSee().getAsDouble() * 100) : "nothing";
    }

    /** A step as its progress line says it: "bad (all 5 as one (time) +8.1%, could see ≥ 4.2%; fired: ...)". */
    static String describe(Judged judged) {
        List<String> parts = new ArrayList<>();
        if (!judged.row().isEmpty()) {
            parts.add(judged.row() + " " + percent(judged.change()) + ", could see " + couldSee(judged));
        }
        if (!judged.fired().isEmpty()) {
            parts.add("fired: " + String.join(", ", judged.fired()));
        }
        if (!judged.note().isEmpty()) {
            parts.add(judged.note());
        }
        return judged.verdict().label() + (parts.isEmpty() ? "" : " (" + String.join("; ", parts) + ")");
    }

    static void printTable(List<Step> steps, PrintStream out) {
        List<String[]> rows = new ArrayList<>();
        rows.add(new String[]{"step", "commit", "subject", "verdict", "change", "could see", "row", "fired", "build",
            "gate"});
        for (Step step : steps) {
            Judged judged = step.judged();
            String subject = step.commit().subject();
            rows.add(new String[]{String.valueOf(step.number()), step.commit().shortSha(),
                subject.length() > SUBJECT_WIDTH ? subject.substring(0, SUBJECT_WIDTH - 3) + "..." : subject,
                judged.verdict().label(), percent(judged.change()), couldSee(judged), judged.row(),
                String.join(", ", judged.fired()), seconds(step.buildSeconds()), seconds(step.gateSeconds())});
        }
        int[] widths = new int[rows.get(0).length];
        for (String[] row : rows) {
            for (int i = 0; i < row.length; i++) {
                widths[i] = Math.max(widths[i], row[i].length());
            }
        }
        for (String[] row : rows) {
            StringBuilder line = new StringBuilder();
            for (int i = 0; i < row.length; i++) {
                line.append(i == 0 ? "" : "  ").append(String.format("%-" + widths[i] + "s", row[i]));
            }
            out.println(line.toString().stripTrailing());
        }
    }

    private static String seconds(double seconds) {
        return seconds <= 0 ? "" : String.format(Locale.ROOT, "%.0f s", seconds);
    }

    /** {@code result.json}, replaced in one rename: the plan, how it ended, the first bad commit(s), every step. */
    static Path write(Path directory, BisectLog.Plan plan, List<Commit> candidates, Ending ending, List<Step> steps)
            throws IOException {
        ObjectNode root = JSON.createObjectNode();
        root.set("good", commit(plan.good()));
        root.set("bad", commit(plan.bad()));
        root.put("candidates", candidates.size());
        root.put("exit", ending.status().code());
        root.put("result", ending.line());
        if (ending.suspects().size() == 1) {
            root.set("firstBad", commit(ending.suspects().get(0)));
        } else {
            root.putNull("firstBad");
        }
        ArrayNode suspects = root.putArray("suspects");
        for (Commit suspect : ending.suspects()) {
            suspects.add(commit(suspect).put("skipped", ending.skipped().contains(suspect.sha())));
        }
        ArrayNode all = root.putArray("steps");
        steps.forEach(step -> all.add(BisectLog.toJson(step)));
        Path file = directory.resolve(RESULT_FILE);
        Path partial = Files.createTempFile(directory, RESULT_FILE, ".partial");
        try {
            JSON.writerWithDefaultPrettyPrinter().writeValue(partial.toFile(), root);
            Files.move(partial, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(partial);
        }
        return file;
    }

    private static ObjectNode commit(Commit commit) {
        return JSON.createObjectNode().put("sha", commit.sha()).put("subject", commit.subject());
    }
}
