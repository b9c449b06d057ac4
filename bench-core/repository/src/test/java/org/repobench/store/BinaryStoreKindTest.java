package org.repobench.store;

import org.repobench.api.EnumValues;
import org.repobench.store.settings.Compose;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledIfEnvironmentVariable;

import java.nio.file.Path;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The binaryStore param: names, which stores each one applies to, and what a file store becomes with each. */
class BinaryStoreKindTest {

    @Test
    void namesParseCaseInsensitivelyAndAnUnknownOneSaysWhatIsAccepted() {
        assertEquals(BinaryStoreKind.S3, EnumValues.parse(BinaryStoreKind.class, "-p binaryStore", "s3"));
        assertEquals(BinaryStoreKind.DATABASE, EnumValues.parse(BinaryStoreKind.class, "-p binaryStore", " Database "));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> EnumValues.parse(BinaryStoreKind.class, "-p binaryStore", "tape"));
        assertEquals("-p binaryStore: unknown value 'tape'; accepted: file, database, s3", e.getMessage());
    }

    @Test
    void theDatabaseBinaryStoreIsNotApplicableToFileAndLeveldbAndSaysWhy() {
        assertEquals(Optional.of("binaryStore=DATABASE is not applicable to store file: ModeShape's database binary"
                + " store needs a database store (postgresql, mysql)"), BinaryStoreKind.DATABASE
                .notApplicableTo(StoreKind.FILE));
        assertTrue(BinaryStoreKind.DATABASE.notApplicableTo(StoreKind.LEVELDB).isPresent());
        assertEquals(Optional.empty(), BinaryStoreKind.DATABASE.notApplicableTo(StoreKind.POSTGRESQL));
        assertEquals(Optional.empty(), BinaryStoreKind.DATABASE.notApplicableTo(StoreKind.MYSQL));
        for (StoreKind store : StoreKind.values()) {
            assertEquals(Optional.empty(), BinaryStoreKind.FILE.notApplicableTo(store));
            assertEquals(Optional.empty(), BinaryStoreKind.S3.notApplicableTo(store));
        }
    }

    @Test
    void fileBinariesAreWhatEveryStoreHasAlready() {
        StoreBackend file = new FileStoreBackend();
        assertSame(file, file.withBinaries(BinaryStoreKind.FILE));
        assertEquals("file", file.cacheName());
        assertEquals("file", file.describe().get("binaryStore"));
    }

    @Test
    void databaseBinariesOnTheFileStoreAreRejectedWithTheNotApplicableLine() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new FileStoreBackend().withBinaries(BinaryStoreKind.DATABASE));
        assertEquals(BinaryStoreKind.DATABASE.notApplicableTo(StoreKind.FILE).orElseThrow(), e.getMessage());
    }

    @Test
    @DisabledIfEnvironmentVariable(named = "REPOBENCH_S3_ENDPOINT", matches = ".+")
    void s3WithoutAProvisionedEndpointSaysHowToGiveOne() {
        StoreUnavailableException e = assertThrows(StoreUnavailableException.class,
                () -> new FileStoreBackend().withBinaries(BinaryStoreKind.S3));
        assertTrue(e.getMessage().startsWith("binaryStore=S3 has no endpoint: REPOBENCH_S3_ENDPOINT is not set (the"
                + " launcher provisions one for runs that ask for binaryStore=S3); set REPOBENCH_S3_ENDPOINT"),
                e.getMessage());
        assertTrue(e.getMessage().contains(Compose.UP + " minio"), e.getMessage());
    }

    @Test
    void derivedNamesStayWithinTheirLimitAndUnique() {
        StoreLocation shortName = new StoreLocation(Path.of("x"), "rbtrial_0a1b2c");
        assertEquals("rbtrial_0a1b2c", shortName.nameWithin(59));
        String longA = "rbfx3_postgresql_s3_n_memberof_1000000_s1234567890_abcdef_aaaaa";
        String longB = "rbfx3_postgresql_s3_n_memberof_1000000_s1234567890_abcdef_bbbbb";
        String a = new StoreLocation(Path.of("x"), longA).nameWithin(50);
        String b = new StoreLocation(Path.of("x"), longB).nameWithin(50);
        assertEquals(50, a.length());
        assertTrue(a.startsWith(longA.substring(0, 41) + "_"), a);
        assertNotEquals(a, b);
    }
}
