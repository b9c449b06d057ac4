package org.repobench.run;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * What a git command prints, for the revision a run or an engine records: the run's environment asks in the working
 * directory, a load engine in the checkout its classes were built in. Empty where git is missing, fails, or does not
 * answer within {@link #MOST_SECONDS}: a revision that cannot be read is recorded as such, never a failure.
 */
public final class GitOutput {
    static final long MOST_SECONDS = 10;

    private GitOutput() {
    }

    /**
     * @param directory where git runs ({@code git -C}); empty for the working directory
     * @return its output, trimmed, when it exits 0 in time
     */
    public static Optional<String> of(Optional<Path> directory, String... args) {
        List<String> command = new ArrayList<>(List.of("git"));
        directory.ifPresent(dir -> command.addAll(List.of("-C", dir.toString())));
        command.addAll(List.of(args));
        try {
            Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
            try (InputStream out = process.getInputStream()) {
                String text = new String(out.readAllBytes(), StandardCharsets.UTF_8).trim();
                boolean done = process.waitFor(MOST_SECONDS, TimeUnit.SECONDS);
                return done && process.exitValue() == 0 ? Optional.of(text) : Optional.empty();
            }
        } catch (IOException e) {
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
    }
}
