package org.repobench.ldp.fedora;

import org.junit.jupiter.api.Test;
import org.repobench.ldp.LdpException;
import org.repobench.store.BinaryStoreKind;
import org.repobench.store.StoreKind;
import org.repobench.store.jdbc.JdbcDialect;
import org.repobench.store.jdbc.DatabaseServer;
import org.repobench.store.settings.Provisioning;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Mistakes are refused before anything starts, each in one line; ManagedFedora.start checks them first. */
class ServerSpecTest {
    private static final Duration MINUTE = Duration.ofMinutes(1);
    private static final DatabaseServer POSTGRESQL = new DatabaseServer(JdbcDialect.POSTGRESQL,
            "jdbc:postgresql://127.0.0.1:5432/db", "postgres", "pg-secret", Provisioning.EXPLICIT);

    @Test
    void levelDbIsNotApplicable() {
        LdpException failure = assertThrows(LdpException.class, () -> ManagedFedora.start(TestBuilds.FEDORA_4_7_5,
                StoreKind.LEVELDB, Optional.empty(), ServerTuning.DEFAULTS, Path.of("unused"), MINUTE));

        assertTrue(failure.getMessage().startsWith("store=leveldb is not applicable to fedora-4.7.5"));
    }

    @Test
    void cacheSizeIsNotApplicableToFedora6() {
        LdpException failure = assertThrows(LdpException.class, () -> spec(TestBuilds.FEDORA_6_1_0,
                StoreKind.FILE, Optional.empty(), ServerTuning.cacheSize(1000)));

        assertTrue(failure.getMessage().startsWith("cacheSize is not applicable to fedora-6.1.0: "));
    }

    @Test
    void autoVersioningIsNotApplicableToFedora475AndNamedInFedora6sDescription() {
        LdpException failure = assertThrows(LdpException.class, () -> spec(TestBuilds.FEDORA_4_7_5,
                StoreKind.FILE, Optional.empty(), ServerTuning.DEFAULTS.autoVersioning(false)));

        assertTrue(failure.getMessage().startsWith("autoVersioning is not applicable to fedora-4.7.5: "));
        assertEquals("fedora-6.1.0 store=file autoVersioning=false", spec(TestBuilds.FEDORA_6_1_0,
                StoreKind.FILE, Optional.empty(), ServerTuning.DEFAULTS.autoVersioning(false)).describe());
    }

    @Test
    void s3BinariesAreFedora475sAndTheDatabaseBinaryStoreNoOnes() {
        LdpException fedora6 = assertThrows(LdpException.class, () -> spec(TestBuilds.FEDORA_6_1_0,
                StoreKind.FILE, Optional.empty(), ServerTuning.DEFAULTS.binaryStore(BinaryStoreKind.S3)));
        LdpException database = assertThrows(LdpException.class, () -> spec(TestBuilds.FEDORA_4_7_5,
                StoreKind.POSTGRESQL, Optional.of(POSTGRESQL), ServerTuning.DEFAULTS.binaryStore(
                        BinaryStoreKind.DATABASE)));

        assertTrue(fedora6.getMessage().startsWith("binaryStore=S3 is not applicable to fedora-6.1.0: "));
        assertTrue(fedora6.getMessage().endsWith("accepted: FILE"), fedora6.getMessage());
        assertTrue(database.getMessage().startsWith("binaryStore=DATABASE is not applicable to fedora-4.7.5: "));
        assertTrue(database.getMessage().endsWith("accepted: FILE, S3"), database.getMessage());
        assertEquals("fedora-4.7.5 store=file binaryStore=s3", spec(TestBuilds.FEDORA_4_7_5, StoreKind.FILE,
                Optional.empty(), ServerTuning.DEFAULTS.binaryStore(BinaryStoreKind.S3)).describe());
    }

    /** S3 binaries get a home and a database of their own, named by one rule: files are the unnamed default. */
    @Test
    void aBinaryStoreOtherThanFilesNamesItsOwnHomeAndDatabase() {
        assertEquals("fedora-4.7.5-file", ServerStorage.homeName(TestBuilds.FEDORA_4_7_5, StoreKind.FILE,
                BinaryStoreKind.FILE));
        assertEquals("fedora-4.7.5-postgresql-s3", ServerStorage.homeName(TestBuilds.FEDORA_4_7_5,
                StoreKind.POSTGRESQL, BinaryStoreKind.S3));
        Path home = Path.of("/data/fixtures/ldp/fedora-4.7.5-file");
        String id = ServerStorage.homeId(home);
        assertTrue(id.matches("[0-9a-f]{6}"), id);
        assertEquals("rbldp_fedora_4_7_5_" + id, ServerStorage.databaseName(TestBuilds.FEDORA_4_7_5.cliName(),
                BinaryStoreKind.FILE, home));
        assertEquals("rbldp_fedora_4_7_5_s3_" + id, ServerStorage.databaseName(TestBuilds.FEDORA_4_7_5.cliName(),
                BinaryStoreKind.S3, home));
    }

    /** A home's database is its own: the same home names it again in every fork, another home names another. */
    @Test
    void eachHomeNamesItsOwnDatabase() {
        Path home = Path.of("/data/fixtures/ldp/fedora-4.7.5-postgresql");
        assertEquals(ServerStorage.homeId(home), ServerStorage.homeId(Path.of("/data/fixtures/ldp/../ldp/"
                + "fedora-4.7.5-postgresql")));
        assertNotEquals(ServerStorage.databaseName(TestBuilds.FEDORA_4_7_5.cliName(), BinaryStoreKind.FILE, home),
                ServerStorage.databaseName(TestBuilds.FEDORA_4_7_5.cliName(), BinaryStoreKind.FILE,
                        Path.of("/other/checkout/fixtures/ldp/fedora-4.7.5-postgresql")));
    }

    @Test
    void cacheSizeMustBePositive() {
        LdpException failure = assertThrows(LdpException.class, () -> spec(TestBuilds.FEDORA_4_7_5,
                StoreKind.FILE, Optional.empty(), ServerTuning.cacheSize(0)));

        assertEquals("cacheSize: 0 is not accepted; accepted: a whole number from 1 (ModeShape's workspace cache, in"
                + " nodes)", failure.getMessage());
    }

    @Test
    void aDatabaseStoreNeedsItsDatabaseAndTheFileStoreNone() {
        LdpException missing = assertThrows(LdpException.class, () -> spec(TestBuilds.FEDORA_4_7_5,
                StoreKind.POSTGRESQL, Optional.empty(), ServerTuning.DEFAULTS));
        LdpException extra = assertThrows(LdpException.class, () -> spec(TestBuilds.FEDORA_4_7_5,
                StoreKind.FILE, Optional.of(POSTGRESQL), ServerTuning.DEFAULTS));
        LdpException wrongKind = assertThrows(LdpException.class, () -> spec(TestBuilds.FEDORA_6_1_0,
                StoreKind.MYSQL, Optional.of(POSTGRESQL), ServerTuning.DEFAULTS));

        assertTrue(missing.getMessage().startsWith("store=postgresql needs a database for fedora-4.7.5"));
        assertTrue(extra.getMessage().startsWith("store=file keeps everything in files, but a database was given"));
        assertTrue(wrongKind.getMessage().startsWith("store=mysql was given a postgresql database"));
        for (LdpException failure : new LdpException[] {missing, extra, wrongKind}) {
            assertFalse(failure.getMessage().contains("pg-secret"), failure.getMessage());
        }
    }

    @Test
    void theDeadlineMustBePositive() {
        LdpException failure = assertThrows(LdpException.class, () -> ServerSpec.of(TestBuilds.FEDORA_4_7_5,
                StoreKind.FILE, Optional.empty(), ServerTuning.DEFAULTS, Duration.ZERO));

        assertTrue(failure.getMessage().startsWith("deadline: PT0S is not accepted; accepted: a positive duration"));
    }

    @Test
    void describesItselfAsTheReadyLineDoes() {
        assertEquals("fedora-4.7.5 store=postgresql cacheSize=500", spec(TestBuilds.FEDORA_4_7_5,
                StoreKind.POSTGRESQL, Optional.of(POSTGRESQL), ServerTuning.cacheSize(500)).describe());
        assertEquals("fedora-6.1.0 store=file", spec(TestBuilds.FEDORA_6_1_0, StoreKind.FILE, Optional.empty(),
                ServerTuning.DEFAULTS).describe());
    }

    private static ServerSpec spec(FedoraBuild version, StoreKind store, Optional<DatabaseServer> database,
                                   ServerTuning tuning) {
        return ServerSpec.of(version, store, database, tuning, MINUTE);
    }
}
