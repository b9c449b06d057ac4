package org.repobench.store.leveldb;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LibraryChoiceTest {
    private static final NativeLevelDb.Load LOADED = NativeLevelDb.Load.succeeded();
    private static final NativeLevelDb.Load MISSING =
            NativeLevelDb.Load.failed("UnsatisfiedLinkError: no leveldbjni64-1.8 in java.library.path");

    @Test
    void autoRunsNativeLevelDbWhenItLoads() {
        LibraryChoice choice = LibraryChoice.resolve(LevelDbImplementation.AUTO, LOADED);
        assertEquals(LevelDbLibrary.JNI, choice.library());
        assertFalse(choice.fellBack());
    }

    @Test
    void autoFallsBackToPureJavaOnlyWhenTheNativeLibraryDoesNotLoad() {
        LibraryChoice choice = LibraryChoice.resolve(LevelDbImplementation.AUTO, MISSING);
        assertEquals(LevelDbLibrary.IQ80, choice.library());
        assertTrue(choice.fallbackReason().contains("UnsatisfiedLinkError"), choice.fallbackReason());
    }

    @Test
    void jniWithoutTheNativeLibraryIsAnErrorNotAFallback() {
        LevelDbUnavailableException error = assertThrows(LevelDbUnavailableException.class,
                () -> LibraryChoice.resolve(LevelDbImplementation.JNI, MISSING));
        assertTrue(error.getMessage().contains("UnsatisfiedLinkError") && error.getMessage().contains("'iq80'"),
                error.getMessage());
    }

    @Test
    void iq80RunsPureJavaEvenWhereNativeLoads() {
        LibraryChoice choice = LibraryChoice.resolve(LevelDbImplementation.IQ80, LOADED);
        assertEquals(LevelDbLibrary.IQ80, choice.library());
        assertNull(choice.fallbackReason());
    }

    @Test
    void describesBothLibrariesWithTheirVersions() {
        assertEquals("leveldbjni 1.8 (native)", LevelDbLibrary.JNI.description());
        assertEquals("iq80 leveldb 0.12 (pure Java)", LevelDbLibrary.IQ80.description());
    }
}
