package org.repobench.provision;

import org.repobench.api.Causes;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Finds the one line that says why a native server process failed. Launchers wrap the process output in long
 * messages ("last 100 lines of console: ..."); the telling line is usually buried in them, or in a log file.
 */
final class FailureReasons {
    // most specific first: a missing library or a refusal says more than a generic [ERROR] Aborting
    private static final List<Pattern> TELLING = List.of(
            Pattern.compile(".*error while loading shared libraries.*"),
            Pattern.compile(".*(cannot be run as root|as root|superuser).*", Pattern.CASE_INSENSITIVE),
            Pattern.compile(".*(Permission denied|No space left|Address already in use|not supported).*",
                    Pattern.CASE_INSENSITIVE),
            Pattern.compile(".*(FATAL|PANIC|\\[ERROR]|ERROR:).*"));
    private static final Pattern NOISE = Pattern.compile(".*\\[ERROR] Aborting.*");
    private static final int LIMIT = 300;

    private FailureReasons() {
    }

    /** The telling line of the failure's messages (and of the log, if given), else its root cause's message. */
    static String of(Throwable failure, Path log) {
        List<String> lines = new ArrayList<>();
        for (Throwable t : Causes.of(failure)) {
            if (t.getMessage() != null) {
                lines.addAll(t.getMessage().lines().toList());
            }
        }
        lines.addAll(logLines(log));
        for (Pattern telling : TELLING) {
            for (String line : lines) {
                if (telling.matcher(line).matches() && !NOISE.matcher(line).matches()) {
                    return shorten(line.strip());
                }
            }
        }
        return shorten(rootCause(failure));
    }

    private static List<String> logLines(Path log) {
        if (log == null || !Files.isReadable(log)) {
            return List.of();
        }
        try {
            return Files.readAllLines(log, StandardCharsets.UTF_8);
        } catch (IOException e) {
            return List.of();
        }
    }

    private static String rootCause(Throwable failure) {
        Throwable root = Causes.root(failure);
        String message = root.getMessage() == null ? "" : root.getMessage().strip().lines().findFirst().orElse("");
        return root.getClass().getSimpleName() + (message.isEmpty() ? "" : ": " + message);
    }

    private static String shorten(String line) {
        String oneLine = line.replaceAll("\\s+", " ");
        return oneLine.length() > LIMIT ? oneLine.substring(0, LIMIT) + "..." : oneLine;
    }
}
