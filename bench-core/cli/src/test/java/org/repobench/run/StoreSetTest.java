package org.repobench.run;

import org.junit.jupiter.api.Test;
import org.repobench.store.StoreKind;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class StoreSetTest {
    @Test
    void databaseBinariesRunOnlyOnDatabaseStoresAndTheRestIsSaid() {
        ByteArrayOutputStream said = new ByteArrayOutputStream();
        List<StoreSet> sets = StoreSet.of(EnumSet.of(StoreKind.FILE, StoreKind.POSTGRESQL, StoreKind.LEVELDB),
                List.of("FILE", "DATABASE", "S3"), new PrintStream(said, true, StandardCharsets.UTF_8));
        assertEquals(2, sets.size());
        assertArrayEquals(new String[] {"FILE", "LEVELDB"}, sets.get(0).stores());
        assertArrayEquals(new String[] {"FILE", "S3"}, sets.get(0).binaryStores().orElseThrow());
        assertArrayEquals(new String[] {"POSTGRESQL"}, sets.get(1).stores());
        assertArrayEquals(new String[] {"FILE", "DATABASE", "S3"}, sets.get(1).binaryStores().orElseThrow());
        String text = said.toString(StandardCharsets.UTF_8);
        assertEquals(2, text.lines().count(), text);
        assertTrue(text.contains("not run") && text.contains("file") && text.contains("leveldb"), text);
    }

    @Test
    void withoutTheParamAllStoresRunInOnePass() {
        List<StoreSet> sets = StoreSet.of(EnumSet.of(StoreKind.MYSQL, StoreKind.FILE), null,
                new PrintStream(new ByteArrayOutputStream()));
        assertEquals(1, sets.size());
        assertEquals(List.of("FILE", "MYSQL"), Arrays.asList(sets.get(0).stores()));
        assertTrue(sets.get(0).binaryStores().isEmpty());
    }
}
