package org.repobench.store.leveldb;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.modeshape.schematic.Schematic;
import org.modeshape.schematic.document.Json;
import org.repobench.store.StoreBackend;
import org.repobench.store.StoreKind;
import org.repobench.store.StoreLocation;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.repobench.store.leveldb.LevelDbTestSupport.content;
import static org.repobench.store.leveldb.LevelDbTestSupport.inTransaction;
import static org.repobench.store.leveldb.LevelDbTestSupport.title;

class LevelDbStoreBackendTest {
    @TempDir
    Path dir;

    @Test
    void theSystemPropertyWinsOverTheEnvironmentAndNothingMeansAuto() {
        assertEquals(LevelDbImplementation.IQ80, LevelDbStoreBackend.configuredImplementation("iq80", "jni"));
        assertEquals(LevelDbImplementation.JNI, LevelDbStoreBackend.configuredImplementation(null, "JNI"));
        assertEquals(LevelDbImplementation.AUTO, LevelDbStoreBackend.configuredImplementation(null, null));
        assertEquals(LevelDbImplementation.AUTO, LevelDbStoreBackend.configuredImplementation(" ", ""));
    }

    @Test
    void aBadSettingNamesWhereItCameFromTheValueAndTheAcceptedOnes() {
        IllegalArgumentException fromProperty = assertThrows(IllegalArgumentException.class,
                () -> LevelDbStoreBackend.configuredImplementation("native", null));
        assertEquals("system property repobench.leveldb.implementation: unknown value 'native'; "
                + "accepted: auto, jni, iq80", fromProperty.getMessage());
        IllegalArgumentException fromEnvironment = assertThrows(IllegalArgumentException.class,
                () -> LevelDbStoreBackend.configuredImplementation(null, "java"));
        assertTrue(fromEnvironment.getMessage().startsWith("environment variable REPOBENCH_LEVELDB_IMPLEMENTATION")
                && fromEnvironment.getMessage().contains("'java'"), fromEnvironment.getMessage());
    }

    @Test
    void storeKindLeveldbIsThisBackend() {
        StoreBackend backend = StoreKind.LEVELDB.backend();
        assertInstanceOf(LevelDbStoreBackend.class, backend);
        assertEquals(StoreKind.LEVELDB, backend.kind());
    }

    @Test
    void persistenceNamesTheTypeTheDirectoryAndTheRequestedImplementation() {
        StoreLocation at = new StoreLocation(dir, "t");
        ObjectNode persistence = new LevelDbStoreBackend(LevelDbImplementation.IQ80).persistence(at);
        assertEquals("leveldb", persistence.get("type").asText());
        assertEquals(dir.resolve("leveldb").toAbsolutePath().toString(), persistence.get("path").asText());
        assertEquals("iq80", persistence.get("implementation").asText());
    }

    @Test
    void describeReportsTheLibraryThatRuns() {
        assertEquals(Map.of("store", "leveldb", "implementation", "iq80 leveldb 0.12 (pure Java)",
                        "binaryStore", "file"),
                new LevelDbStoreBackend(LevelDbImplementation.IQ80).describe());
        LevelDbStoreBackend auto = new LevelDbStoreBackend(LevelDbImplementation.AUTO);
        String expected = NativeLevelDb.load().loaded() ? "leveldbjni 1.8 (native)" : "iq80 leveldb 0.12 (pure Java)";
        assertEquals(expected, auto.describe().get("implementation"));
        assertEquals(!NativeLevelDb.load().loaded(), auto.describe().containsKey("fallback"));
    }

    @Test
    void copyOfAClosedStoreOpensWithTheSameDocumentsAndDeleteRemovesIt() throws Exception {
        LevelDbStoreBackend backend = new LevelDbStoreBackend(LevelDbImplementation.AUTO);
        StoreLocation original = new StoreLocation(dir.resolve("original"), "t");
        StoreLocation copy = new StoreLocation(dir.resolve("copy"), "t");

        LevelDbSchematicDb db = Schematic.getDb(Json.read(backend.persistence(original).toString()));
        db.start();
        inTransaction(db, tx -> tx.put("doc", content("copied")));
        db.stop();
        backend.copy(original, copy);

        LevelDbSchematicDb copied = Schematic.getDb(Json.read(backend.persistence(copy).toString()));
        copied.start();
        try {
            assertEquals(List.of("doc"), copied.keys());
            assertEquals("copied", title(copied.get("doc")));
        } finally {
            copied.stop();
        }
        backend.delete(copy);
        assertFalse(Files.exists(copy.directory()));
        assertTrue(Files.exists(original.directory()));
        backend.delete(copy);
    }
}
