package org.repobench.ldp.fedora;

import org.repobench.provision.ProcessStop;
import org.repobench.store.Directories;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Removes what runs whose JVM died left behind (killed, crashed, stopped in a debugger): their servers still
 * holding a port and memory, and their directories. A run directory is swept only when its owner file names an owner
 * that no longer runs; a live JVM's runs, and anything without an owner file, are left alone.
 */
final class OrphanSweep {
    private static final Duration STOP_GRACE = Duration.ofSeconds(20);

    private OrphanSweep() {
    }

    /** Sweeps the dead runs directly under {@code parent}; returns the directories removed. */
    static List<Path> sweep(Path parent) {
        List<Path> swept = new ArrayList<>();
        for (Path directory : runDirectories(parent)) {
            Optional<OwnerFile> owner = OwnerFile.read(directory);
            if (owner.isEmpty() || owner.get().ownerAlive()) {
                continue;
            }
            owner.get().liveServer().ifPresent(server -> ProcessStop.stop(server, STOP_GRACE));
            // a server started just before its JVM died may not be recorded yet; its command line names the run
            String inRun = directory + File.separator;
            ProcessHandle.allProcesses()
                    .filter(process -> process.info().commandLine().map(line -> line.contains(inRun)).orElse(false))
                    .forEach(process -> ProcessStop.stop(process, STOP_GRACE));
            try {
                Directories.delete(directory);
                swept.add(directory);
            } catch (IOException e) {
                // left for the next sweep: a leftover directory must not keep a new server from starting
            }
        }
        return swept;
    }

    private static List<Path> runDirectories(Path parent) {
        if (!Files.isDirectory(parent)) {
            return List.of();
        }
        try (Stream<Path> entries = Files.list(parent)) {
            return entries.filter(Files::isDirectory)
                    .filter(entry -> entry.getFileName().toString().contains(RunDirectory.MARK))
                    .toList();
        } catch (IOException e) {
            return List.of();
        }
    }
}
