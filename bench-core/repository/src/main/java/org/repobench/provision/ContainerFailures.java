package org.repobench.provision;

import com.github.dockerjava.api.exception.DockerException;
import org.repobench.api.Causes;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The one line that says why a container did not start: the engine's own answer where it gave one ("pull access
 * denied for postgres", "No such image"), which Testcontainers wraps in messages of its own; else the telling line of
 * the failure (a wait that timed out, a container that exited).
 */
final class ContainerFailures {
    static final String RYUK_HINT = " (Testcontainers' Ryuk container could not start: set"
            + " TESTCONTAINERS_RYUK_DISABLED=true; repobench removes the containers it starts itself)";
    // docker-java: "Status 404: {\"message\":\"...\"}"
    private static final int LIMIT = 200;
    private static final Pattern ENGINE_MESSAGE = Pattern.compile("\\{\\s*\"message\"\\s*:\\s*\"(.*)\"\\s*}",
            Pattern.DOTALL);

    private ContainerFailures() {
    }

    static String of(Throwable failure) {
        return of(failure, "");
    }

    /**
     * @param logs what the container printed, if it ran (a container that exits says why in its last lines: the
     *             official images and the stand-ins alike print one line and exit when a setting is missing)
     */
    static String of(Throwable failure, String logs) {
        String line = engineAnswer(failure).orElseGet(() -> FailureReasons.of(failure, null));
        String last = logs.lines().map(String::strip).filter(text -> !text.isEmpty()).reduce((a, b) -> b).orElse("");
        if (!last.isEmpty()) {
            line += "; the container's last line: " + (last.length() > LIMIT ? last.substring(0, LIMIT) + "..." : last);
        }
        return mentionsRyuk(failure) ? line + RYUK_HINT : line;
    }

    private static Optional<String> engineAnswer(Throwable failure) {
        for (Throwable cause : Causes.of(failure)) {
            if (cause instanceof DockerException engine && engine.getMessage() != null) {
                Matcher json = ENGINE_MESSAGE.matcher(engine.getMessage());
                String answer = json.find() ? json.group(1).replace("\\\"", "\"") : engine.getMessage();
                return Optional.of("the engine answered " + engine.getHttpStatus() + ": "
                        + answer.strip().replaceAll("\\s+", " "));
            }
        }
        return Optional.empty();
    }

    private static boolean mentionsRyuk(Throwable failure) {
        for (Throwable cause : Causes.of(failure)) {
            if (String.valueOf(cause.getMessage()).toLowerCase(Locale.ROOT).contains("ryuk")) {
                return true;
            }
        }
        return false;
    }
}
