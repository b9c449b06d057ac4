package org.repobench.store.leveldb;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.modeshape.schematic.DocumentFactory;
import org.modeshape.schematic.Schematic;
import org.modeshape.schematic.SchematicDb;
import org.modeshape.schematic.SchematicDbProvider;
import org.modeshape.schematic.document.Document;

import java.nio.file.Path;
import java.util.ServiceLoader;
import java.util.stream.StreamSupport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LevelDbProviderTest {
    @TempDir
    Path dir;

    @Test
    void isRegisteredForModeShapesServiceLoader() {
        assertTrue(StreamSupport.stream(ServiceLoader.load(SchematicDbProvider.class).spliterator(), false)
                .anyMatch(provider -> provider instanceof LevelDbProvider));
        SchematicDb db = Schematic.getDb(DocumentFactory.newDocument("type", "leveldb", "path", dir.toString()));
        assertInstanceOf(LevelDbSchematicDb.class, db);
    }

    @Test
    void leavesOtherTypesToOtherProviders() {
        assertNull(new LevelDbProvider().getDB("file", DocumentFactory.newDocument("path", dir.toString())));
    }

    @Test
    void readsPathImplementationAndSync() {
        LevelDbSchematicDb db = new LevelDbProvider().getDB("LevelDB", DocumentFactory.newDocument(
                "path", dir.toString(), "implementation", "IQ80", "sync", "true"));
        assertEquals(new LevelDbConfig(dir.toAbsolutePath(), LevelDbImplementation.IQ80, true), db.config());

        LevelDbConfig defaults = new LevelDbProvider().getDB("leveldb", DocumentFactory.newDocument(
                "path", dir.toString())).config();
        assertEquals(LevelDbImplementation.AUTO, defaults.implementation());
        assertFalse(defaults.sync());
    }

    @Test
    void rejectsAMissingPath() {
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> new LevelDbProvider().getDB("leveldb", DocumentFactory.newDocument("implementation", "jni")));
        assertTrue(error.getMessage().contains("'path'") && error.getMessage().contains("got null"),
                error.getMessage());
    }

    @Test
    void rejectsAnUnknownImplementationNamingTheValueAndTheAcceptedOnes() {
        Document config = DocumentFactory.newDocument("path", dir.toString(), "implementation", "rocksdb");
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> new LevelDbProvider().getDB("leveldb", config));
        assertTrue(error.getMessage().contains("'rocksdb'") && error.getMessage().contains("auto, jni, iq80"),
                error.getMessage());
    }

    @Test
    void rejectsASyncThatIsNotABoolean() {
        Document config = DocumentFactory.newDocument("path", dir.toString(), "sync", "sometimes");
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> new LevelDbProvider().getDB("leveldb", config));
        assertTrue(error.getMessage().contains("'sometimes'"), error.getMessage());
    }
}
