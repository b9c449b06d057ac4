package org.repobench.store.jdbc;

import org.repobench.store.settings.Provisioning;
import org.junit.jupiter.api.Test;
import org.repobench.store.BinaryStoreKind;
import org.repobench.store.FileStoreBackend;
import org.repobench.store.StoreBackend;
import org.repobench.store.StoreLocation;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The poolSize lever reaches ModeShape's RelationalDb config, and the record of the store, and nothing else. */
class PoolSizeTest {
    private static final DatabaseServer TARGET = new DatabaseServer(JdbcDialect.POSTGRESQL,
            "jdbc:postgresql://127.0.0.1:5432/postgres", "postgres", "", Provisioning.EXPLICIT);
    private static final StoreLocation AT = new StoreLocation(Path.of("/tmp/nowhere"), "rbtrial_pool");

    private final JdbcStoreBackend fedora = new JdbcStoreBackend(TARGET,
            ServerInfo.of("PostgreSQL", "15.14", "PostgreSQL JDBC Driver", "42.7.4"));

    @Test
    void fedorasDefaultIsModeShapes() {
        assertEquals(5, fedora.persistence(AT).get("poolSize").asInt());
        assertTrue(fedora.describe().get("implementation").contains("pool 5"));
    }

    @Test
    void theLeverSetsThePoolAndItsRecord() {
        StoreBackend wide = fedora.withPoolSize(32);
        assertEquals(32, wide.persistence(AT).get("poolSize").asInt());
        assertTrue(wide.describe().get("implementation").contains("pool 32"));
        assertSame(fedora, fedora.withPoolSize(5));
        assertThrows(IllegalArgumentException.class, () -> fedora.withPoolSize(0));
    }

    @Test
    void storesWithoutAPoolAreUnchanged() {
        StoreBackend file = new FileStoreBackend();
        assertSame(file, file.withPoolSize(32));
        assertSame(file, file.withBinaries(BinaryStoreKind.FILE).withPoolSize(32));
    }
}
