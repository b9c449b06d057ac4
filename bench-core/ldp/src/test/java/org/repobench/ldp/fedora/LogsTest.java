package org.repobench.ldp.fedora;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LogsTest {
    @Test
    void theHeapPeakIsTheLargestOccupancyBeforeAGc(@TempDir Path dir) throws IOException {
        Path gc = dir.resolve("gc.log");
        Files.writeString(gc, """
                [0.009s][info][gc] Using G1
                [1.204s][info][gc] GC(0) Pause Young (Normal) (G1 Evacuation Pause) 23M->4M(256M) 6.117ms
                [3.410s][info][gc] GC(1) Pause Young (Concurrent Start) (Metadata GC Threshold) 240M->98M(256M) 9.1ms
                [3.410s][info][gc] GC(2) Concurrent Mark Cycle
                [3.511s][info][gc] GC(2) Pause Remark 1G->1023M(1G) 2.0ms
                [4.000s][info][gc] GC(3) Pause Young (Normal) (G1 Evacuation Pause) 512K->100K(256M) 1.0ms
                """);

        assertEquals(1L << 30, new GcLog(gc).peakBeforeGc());
        assertEquals(240L << 20, GcLog.beforeGc("GC(1) Pause Young (Normal) 240M->98M(256M) 9.1ms"));
        assertEquals(0, new GcLog(dir.resolve("none.log")).peakBeforeGc());
    }

    @Test
    void aTailIsTheWholeLinesFromItsStartAndEndsWhereTheNextBegins(@TempDir Path dir) throws IOException {
        Path gc = dir.resolve("gc.log");
        GcLog log = new GcLog(gc);
        assertEquals(new GcLog.Tail("", 0), log.tail(0), "no log yet");
        String first = "[1.2s][info][gc] GC(0) Pause Young (Normal) 900M->4M(1G) 6.1ms\n";
        Files.writeString(gc, first + "[2.0s][info][gc] GC(1) Pause Yo");
        GcLog.Tail tail = log.tail(0);
        assertEquals(new GcLog.Tail(first, first.length()), tail, "a line being written is left for the next");

        Files.writeString(gc, "ung (Normal) 300M->20M(1G) 3.0ms\n", StandardOpenOption.APPEND);
        assertEquals("[2.0s][info][gc] GC(1) Pause Young (Normal) 300M->20M(1G) 3.0ms\n", log.tail(tail.end()).text());
        Files.writeString(gc, "[0.1s][info][gc] GC(0) Pause Young (Normal) 7M->1M(1G) 1.0ms\n");
        assertTrue(log.tail(tail.end() + 1000).text().contains("7M->1M"), "a log rotated since is read whole");
    }

    @Test
    void aPeakFromAMarkReadsOnlyTheGcsLoggedAfterIt(@TempDir Path dir) throws IOException {
        Path gc = dir.resolve("gc.log");
        Files.writeString(gc, "[1.2s][info][gc] GC(0) Pause Young (Normal) 900M->4M(1G) 6.1ms\n");
        GcLog log = new GcLog(gc);
        long mark = log.end();
        assertEquals(0, log.peakBeforeGc(mark), "no GC after the mark");

        Files.writeString(gc, "[2.0s][info][gc] GC(1) Pause Young (Normal) 300M->20M(1G) 3.0ms\n",
                StandardOpenOption.APPEND);
        assertEquals(300L << 20, log.peakBeforeGc(mark));
        assertEquals(900L << 20, log.peakBeforeGc());

        Files.writeString(gc, "[0.1s][info][gc] GC(0) Pause Young (Normal) 7M->1M(1G) 1.0ms\n");
        assertEquals(7L << 20, log.peakBeforeGc(mark), "a log rotated since the mark is read whole");
    }

    @Test
    void theExceptionUnderTheFirstErrorSaysWhy(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("server.log");
        Files.writeString(file, """
                INFO 23:47:26.001 [main] (DatabaseConfig) JDBC Password length: 6
                ERROR 23:47:26.649 [main] (HikariPool) HikariPool-1 - Exception during pool initialization.
                PSQLException: FATAL: database "rbldp_x" does not exist
                \tat Driver.connect(Driver.java:1)
                """);

        assertEquals(Optional.of("ERROR 23:47:26.649 [main] (HikariPool) HikariPool-1 - Exception during pool"
                + " initialization. / PSQLException: FATAL: database \"rbldp_x\" does not exist"),
                new ServerLog(file, List.of()).firstError());
    }

    @Test
    void theInnermostCauseOfTheStackTraceSaysWhy(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("server.log");
        Files.writeString(file, """
                WARN 23:48:58.583 (XmlWebApplicationContext) Exception encountered during context initialization
                ERROR 23:48:58.587 (ContextLoader) Context initialization failed
                BeanCreationException: Error creating bean with name 'modeshapeRepofactory'
                \tat Factory.init(Factory.java:1)
                Caused by: RepositoryRuntimeException: HikariPool$PoolInitializationException
                \tat Pool.start(Pool.java:1)
                \t... 30 more
                Caused by: PSQLException: FATAL: database "rbldp_x" does not exist
                \tat Driver.connect(Driver.java:1)
                INFO 23:48:59.000 (Server) Started
                ERROR a later error
                """);

        assertEquals(Optional.of("ERROR 23:48:58.587 (ContextLoader) Context initialization failed / PSQLException:"
                + " FATAL: database \"rbldp_x\" does not exist"), new ServerLog(file, List.of()).firstError());
    }

    @Test
    void theFirstErrorLineIsQuotedWithoutSecrets(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("server.log");
        Files.writeString(file, """
                2026-11-23 INFO  Started
                WARN  (Flyway) upgrade recommended
                ERROR (ContextLoader) Context initialization failed: password s3cret rejected
                Caused by: BeanCreationException: Error creating bean
                """);
        ServerLog log = new ServerLog(file, List.of("s3cret", ""));

        assertTrue(log.contextFailed());
        assertFalse(log.portTaken());
        assertEquals(Optional.of("ERROR (ContextLoader) Context initialization failed: password *** rejected"
                + " / BeanCreationException: Error creating bean"), log.firstError());
        assertEquals(Optional.empty(), new ServerLog(dir.resolve("absent.log"), List.of()).firstError());
    }
}
