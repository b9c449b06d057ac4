package org.repobench.store.jdbc;

import org.junit.jupiter.api.Test;
import org.repobench.store.StoreLocation;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Where the database binary store keeps a location's binaries, and how its URL reaches them. */
class DatabaseBinariesNamesTest {

    @Test
    void eachLocationHasASchemaNamedAfterItWithinTheIdentifierLimit() {
        assertEquals("rbtrial_0a1b2c_bin", DatabaseBinaries.schema(new StoreLocation(Path.of("x"), "rbtrial_0a1b2c")));
        String longest = "r".repeat(63);
        String schema = DatabaseBinaries.schema(new StoreLocation(Path.of("x"), longest));
        assertEquals(63, schema.length());
        assertTrue(schema.endsWith("_bin"), schema);
    }

    @Test
    void postgresqlConnectsWithTheSchemaAsItsSearchPath() {
        assertEquals("jdbc:postgresql://h:5432/db?currentSchema=s_bin",
                JdbcDialect.POSTGRESQL.inSchema("jdbc:postgresql://h:5432/db", "s_bin"));
        assertEquals("jdbc:postgresql://h/db?ssl=false&currentSchema=s_bin",
                JdbcDialect.POSTGRESQL.inSchema("jdbc:postgresql://h/db?ssl=false", "s_bin"));
    }

    @Test
    void mysqlConnectsToTheDatabaseOfTheLocationKeepingTheParameters() {
        assertEquals("jdbc:mysql://h:3306/s_bin?useSSL=false",
                JdbcDialect.MYSQL.inSchema("jdbc:mysql://h:3306/test?useSSL=false", "s_bin"));
        assertEquals("jdbc:mysql://h:3306/s_bin", JdbcDialect.MYSQL.inSchema("jdbc:mysql://h:3306", "s_bin"));
        assertEquals("jdbc:mysql://a:1,b:2/s_bin", JdbcDialect.MYSQL.inSchema("jdbc:mysql://a:1,b:2/test", "s_bin"));
    }
}
