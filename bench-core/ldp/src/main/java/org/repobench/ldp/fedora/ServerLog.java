package org.repobench.ldp.fedora;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The server's stdout and stderr, read back for what a launcher must notice: a Spring context that failed (the JVM
 * then keeps running and answers 503 forever, RECIPE §2.5), a port taken meanwhile, and the first error line to quote
 * when the start fails. Lines quoted are cut to one and cleared of the run's secrets.
 */
final class ServerLog {
    private static final String CONTEXT_FAILED = "Context initialization failed";
    private static final Pattern ERROR_LINE = Pattern.compile("\\bERROR\\b");
    private static final Pattern EXCEPTION = Pattern.compile("Exception|\\bError\\b");
    private static final String CAUSED_BY = "Caused by: ";
    // "org.postgresql.util.PSQLException: FATAL: ...", the first line of a stack trace
    private static final Pattern EXCEPTION_LINE = Pattern.compile("^[\\w.$]+(Exception|Error): ");
    private static final int LINE_LIMIT = 200;
    private static final int CAUSE_LIMIT = 300;

    private final Path file;
    private final List<String> secrets;

    ServerLog(Path file, List<String> secrets) {
        this.file = file;
        this.secrets = secrets.stream().filter(secret -> !secret.isEmpty()).toList();
    }

    Path path() {
        return file;
    }

    boolean contextFailed() {
        return text().contains(CONTEXT_FAILED);
    }

    /** jetty could not bind the port: another process took it between our check and the server's bind. */
    boolean portTaken() {
        String text = text();
        return text.contains("Address already in use") || text.contains("Failed to bind");
    }

    /**
     * The first ERROR line (else the first line naming an exception) and, when a stack trace follows it, the
     * exception at its root: a logger's line says what failed ("Context initialization failed"), the innermost
     * "Caused by:" says why ("database \"x\" does not exist"). Shortened, and without secrets.
     */
    Optional<String> firstError() {
        List<String> lines = text().lines().toList();
        int first = firstMatch(lines, ERROR_LINE);
        if (first < 0) {
            first = firstMatch(lines, EXCEPTION);
        }
        if (first < 0) {
            return Optional.empty();
        }
        String error = quoted(lines.get(first).strip(), LINE_LIMIT);
        return Optional.of(rootCause(lines, first + 1).map(cause -> error + " / " + quoted(cause, CAUSE_LIMIT))
                .orElse(error));
    }

    private static int firstMatch(List<String> lines, Pattern pattern) {
        for (int i = 0; i < lines.size(); i++) {
            if (pattern.matcher(lines.get(i)).find()) {
                return i;
            }
        }
        return -1;
    }

    /** The innermost exception of the stack trace starting at {@code from}, if one starts there. */
    private static Optional<String> rootCause(List<String> lines, int from) {
        String cause = null;
        for (int i = from; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (i == from && EXCEPTION_LINE.matcher(line).find()) {
                cause = line;
            } else if (line.startsWith(CAUSED_BY)) {
                cause = line.substring(CAUSED_BY.length());
            } else if (!line.startsWith("at ") && !line.startsWith("...") && !(i == from && line.isEmpty())) {
                break;
            }
        }
        return Optional.ofNullable(cause);
    }

    private String quoted(String line, int limit) {
        String quoted = line;
        for (String secret : secrets) {
            quoted = quoted.replace(secret, "***");
        }
        return quoted.length() > limit ? quoted.substring(0, limit) + "..." : quoted;
    }

    private String text() {
        try {
            return Files.exists(file) ? new String(Files.readAllBytes(file), StandardCharsets.UTF_8) : "";
        } catch (IOException e) {
            return "";
        }
    }
}
