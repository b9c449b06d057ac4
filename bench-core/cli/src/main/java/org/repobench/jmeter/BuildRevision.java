package org.repobench.jmeter;

import org.repobench.run.GitOutput;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The git commit the running classes were built from: asked of the checkout their directory (or jar) lies in, not of
 * the working directory, since an engine may be started from anywhere. "+dirty" when tracked files differ from the
 * commit (two machines' dirty trees may still differ); "unknown" outside a checkout or without git. Asked once.
 */
final class BuildRevision {
    static final String UNKNOWN = "unknown";
    static final String DIRTY = "+dirty";
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
        Optional<String> commit = GitOutput.of(Optional.of(directory), "rev-parse", "HEAD")
                .filter(text -> text.matches("[0-9a-f]{40}"));
        if (commit.isEmpty()) {
            return UNKNOWN;
        }
        boolean changed = GitOutput.of(Optional.of(directory), "status", "--porcelain", "--untracked-files=no")
                .filter(text -> !text.isEmpty()).isPresent();
        return commit.get() + (changed ? DIRTY : "");
    }

    private static Path classesDirectory() {
        try {
            Path location = Path.of(BuildRevision.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            return Files.isDirectory(location) ? location : location.getParent();
        } catch (URISyntaxException | RuntimeException e) {
            return null;
        }
    }
}
