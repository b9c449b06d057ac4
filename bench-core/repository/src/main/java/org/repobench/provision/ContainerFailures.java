package org.repobench.provision;

import com.github.dockerjava.api.exception.DockerException;
import org.repobench.api.Causes;
import org.testcontainers.containers.GenericContainer;

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
    static final String GATEWAY_HINT = " (Testcontainers, in a JVM that runs in a container, pulls alpine to find the"
            + " bridge's gateway when the engine's bridge names none: set TESTCONTAINERS_HOST_OVERRIDE=127.0.0.1 for an"
            + " engine on this machine, or give its bridge a gateway, as docker/engine.sh does)";
    // Testcontainers' own small image, pulled for its checks, never one the suite names
    private static final String TINY_IMAGE = "alpine:";
    private static final String RYUK = "ryuk";
    // Testcontainers' wait for a started container's published ports (GenericContainer#tryStart), through Awaitility
    private static final String CONDITION_TIMEOUT = "ConditionTimeoutException";
    private static final String GENERIC_CONTAINER = GenericContainer.class.getName();
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
        String line = engineAnswer(failure).or(() -> portsNotPublished(failure))
                .orElseGet(() -> FailureReasons.of(failure, null)) + lastLine(logs);
        if (mentions(failure, RYUK)) {
            return line + RYUK_HINT;
        }
        return mentions(failure, TINY_IMAGE) ? line + GATEWAY_HINT : line;
    }

    /**
     * Testcontainers waits 5 s for the engine to publish a started container's ports, and a container that stopped
     * at once has none; its timeout says only that "a lambda expression" returned false for a page of inspect output.
     */
    private static Optional<String> portsNotPublished(Throwable failure) {
        for (Throwable cause : Causes.of(failure)) {
            if (cause.getClass().getSimpleName().equals(CONDITION_TIMEOUT)
                    && String.valueOf(cause.getMessage()).contains(GENERIC_CONTAINER)) {
                return Optional.of("its ports were not published within 5 s: it stopped at once, or the engine is"
                        + " slow");
            }
        }
        return Optional.empty();
    }

    /** "; the container's last line: ..." where it printed any, else "". */
    private static String lastLine(String logs) {
        String last = logs.lines().map(String::strip).filter(text -> !text.isEmpty()).reduce((a, b) -> b).orElse("");
        if (last.isEmpty()) {
            return "";
        }
        return "; the container's last line: " + (last.length() > LIMIT ? last.substring(0, LIMIT) + "..." : last);
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

    private static boolean mentions(Throwable failure, String text) {
        for (Throwable cause : Causes.of(failure)) {
            if (String.valueOf(cause.getMessage()).toLowerCase(Locale.ROOT).contains(text)) {
                return true;
            }
        }
        return false;
    }
}
