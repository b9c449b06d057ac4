package org.repobench.jmeter;

import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * The git commit the running classes were built from: asked of the checkout their directory (or jar) lies in, not of
 * the working directory, since an engine may be started from anywhere. "+dirty" when tracked files differ from the
 * commit (two machines' dirty trees may still differ); "unknown" outside a checkout or without git. Asked once.
 */
final class BuildRevision {
    static final String UNKNOWN = "unknown";
    static final String DIRTY = "+dirty";
    private static final long GIT_SECONDS = 10;
    private static String revision;

    private BuildRevision() {
    }

    static synchronized String ofClasses() {
        if (revision == null) {
            revision = of(classesDirectory());
        }
        return revision;
    }

    /** The commit of the checkout holding the directory, "+dirty" if its tracked files changed. */
    static String of(Path directory) {
        if (directory == null || !Files.isDirectory(directory)) {
            return UNKNOWN;
        }
        String commit = git(directory, "rev-parse", "HEAD");
        if (commit == null || !commit.matches("[0-9a-f]{40}")) {
            return UNKNOWN;
        }
        String changed = git(directory, "status", "--porcelain", "--untracked-files=no");
        return commit + (changed == null || changed.isEmpty() ? "" : DIRTY);
    }

    private static Path classesDirectory() {
        try {
            Path location = Path.of(BuildRevision.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            return Files.isDirectory(location) ? location : location.getParent();
        } catch (URISyntaxException | RuntimeException e) {
            return null;
        }
    }

    /** @return git's output, trimmed; null when it fails or does not answer in time */
    private static String git(Path directory, String... args) {
        String[] command = new String[args.length + 3];
        command[0] = "git";
        command[1] = "-C";
        command[2] = directory.toString();
        System.arraycopy(args, 0, command, 3, args.length);
        try {
            Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
            try (InputStream out = process.getInputStream()) {
                String text = new String(out.readAllBytes(), StandardCharsets.UTF_8).trim();
                boolean done = process.waitFor(GIT_SECONDS, TimeUnit.SECONDS);
                return done && process.exitValue() == 0 ? text : null;
            }
        } catch (IOException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }
}
