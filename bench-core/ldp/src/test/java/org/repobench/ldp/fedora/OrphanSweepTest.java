package org.repobench.ldp.fedora;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class OrphanSweepTest {
    // a start time no running process has: the owner is dead even if its pid was handed out again
    private static final Optional<Instant> LONG_AGO = Optional.of(Instant.parse("2000-01-01T00:00:00Z"));

    @Test
    void aDeadOwnersServerIsStoppedAndItsRunDirectoryRemoved(@TempDir Path parent) throws Exception {
        long deadOwner = deadPid();
        Process server = new ProcessBuilder("sleep", "600").start();
        try {
            Path run = Files.createDirectory(parent.resolve("home" + RunDirectory.MARK + "1"));
            Files.writeString(Files.createDirectory(run.resolve("tmp")).resolve("unpacked.war"), "x");
            new OwnerFile(deadOwner, LONG_AGO, OptionalLong.of(server.pid()), server.toHandle().info().startInstant())
                    .write(run);

            List<Path> swept = OrphanSweep.sweep(parent);

            assertEquals(List.of(run), swept);
            assertTrue(server.waitFor(5, TimeUnit.SECONDS), "the orphaned server still runs");
            assertFalse(Files.exists(run));
        } finally {
            server.destroyForcibly();
        }
    }

    @Test
    void aServerNotRecordedYetIsFoundByItsCommandLine(@TempDir Path parent) throws Exception {
        Path run = Files.createDirectory(parent.resolve("home" + RunDirectory.MARK + "2"));
        Path file = Files.writeString(Files.createDirectory(run.resolve("tmp")).resolve("log"), "x");
        new OwnerFile(deadPid(), LONG_AGO, OptionalLong.empty(), Optional.empty()).write(run);
        Process server = new ProcessBuilder("tail", "-f", file.toString()).start();
        try {
            OrphanSweep.sweep(parent);

            assertTrue(server.waitFor(5, TimeUnit.SECONDS), "the unrecorded server still runs");
            assertFalse(Files.exists(run));
        } finally {
            server.destroyForcibly();
        }
    }

    @Test
    void aLiveOwnersRunsAndOtherDirectoriesAreLeftAlone(@TempDir Path parent) throws Exception {
        Path live = RunDirectory.create(parent.resolve("home")).path();
        Path noOwner = Files.createDirectory(parent.resolve("other" + RunDirectory.MARK + "3"));
        Path unrelated = Files.createDirectory(parent.resolve("home"));
        new OwnerFile(deadPid(), LONG_AGO, OptionalLong.empty(), Optional.empty()).write(unrelated);

        List<Path> swept = OrphanSweep.sweep(parent);

        assertEquals(List.of(), swept);
        assertTrue(Files.exists(live.resolve(OwnerFile.NAME)));
        assertTrue(Files.exists(noOwner));
        assertTrue(Files.exists(unrelated));
    }

    @Test
    void theOwnerFileRoundTrips(@TempDir Path dir) throws IOException {
        OwnerFile owner = OwnerFile.of(ProcessHandle.current());

        owner.write(dir);

        assertEquals(Optional.of(owner), OwnerFile.read(dir));
        assertTrue(owner.ownerAlive());
        assertEquals(Optional.empty(), owner.liveServer());
    }

    private static long deadPid() throws IOException, InterruptedException {
        Process process = new ProcessBuilder("true").start();
        process.waitFor();
        return process.pid();
    }
}
