package org.repobench.bisect;

import org.repobench.gate.ChildProcesses;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A scratch git history whose commits each hold a file {@code state} ("fast", "slow", "broken", ...) that the fake
 * build of {@link #BUILD} copies into a "war": what a bisect's tests build and judge instead of Fedora.
 */
final class History {
    /** Builds a "war" holding the commit's state; a "broken" commit fails, as one that does not compile. */
    static final String BUILD = "mkdir -p out && test \"$(cat state)\" != broken && cp state out/app-1.war"
            + " && echo built >> \"$BUILDS\"";
    static final String WAR_GLOB = "out/app-*.war";

    final Path root;
    final ChildProcesses processes = new ChildProcesses();
    final List<String> shas = new ArrayList<>();

    History(Path root) throws IOException {
        this.root = Files.createDirectories(root);
        git("init", "-q", "-b", "main");
    }

    /** Commits a state; returns its sha. */
    String commit(String state) throws IOException {
        Files.writeString(root.resolve("state"), state);
        Files.writeString(root.resolve("n"), String.valueOf(shas.size()));
        git("add", "-A");
        git("commit", "-q", "-m", "commit " + shas.size() + ": " + state);
        String sha = git("rev-parse", "HEAD");
        shas.add(sha);
        return sha;
    }

    String git(String... args) {
        List<String> command = new ArrayList<>(List.of("git", "-c", "user.name=t", "-c", "user.email=t@example.org"));
        command.addAll(List.of(args));
        return processes.output(command, root);
    }

    static String state(Path war) {
        try {
            return Files.readString(war).strip();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
