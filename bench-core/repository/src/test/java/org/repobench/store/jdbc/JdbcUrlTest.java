package org.repobench.store.jdbc;

import org.junit.jupiter.api.Test;
import org.repobench.store.StoreUnavailableException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class JdbcUrlTest {

    @Test
    void addressesOfCommonUrlForms() {
        assertEquals(new ServerAddress("127.0.0.1", 5499, "postgres"),
                JdbcUrl.address(JdbcDialect.POSTGRESQL, "jdbc:postgresql://127.0.0.1:5499/postgres?ssl=false"));
        assertEquals(new ServerAddress("db.example.org", 5432, "bench"),
                JdbcUrl.address(JdbcDialect.POSTGRESQL, "jdbc:postgresql://db.example.org/bench"));
        assertEquals(new ServerAddress("localhost", 5432, "bench"),
                JdbcUrl.address(JdbcDialect.POSTGRESQL, "jdbc:postgresql:bench"));
        assertEquals(new ServerAddress("::1", 5433, "x"),
                JdbcUrl.address(JdbcDialect.POSTGRESQL, "jdbc:postgresql://[::1]:5433/x"));
        assertEquals("[::1]:5433",
                JdbcUrl.address(JdbcDialect.POSTGRESQL, "jdbc:postgresql://[::1]:5433/x").hostPort());
        assertEquals(new ServerAddress("a", 3307, "test"),
                JdbcUrl.address(JdbcDialect.MYSQL, "jdbc:mysql://a:3307,b:3308/test"));
        assertEquals(new ServerAddress("h", 3306, "test"),
                JdbcUrl.address(JdbcDialect.MYSQL, "jdbc:mysql://user:secret@h/test?useSSL=false"));
        assertEquals(new ServerAddress("h", 3306, ""), JdbcUrl.address(JdbcDialect.MYSQL, "jdbc:mysql://h"));
    }

    @Test
    void redactsPasswordsInParametersAndUserInfo() {
        assertEquals("jdbc:postgresql://h/db?user=u&password=***&ssl=true",
                JdbcUrl.redacted("jdbc:postgresql://h/db?user=u&password=hunter22&ssl=true"));
        assertEquals("jdbc:mysql://u:***@h:3306/db", JdbcUrl.redacted("jdbc:mysql://u:hunter22@h:3306/db"));
        assertTrue(JdbcUrl.holdsSecret("jdbc:postgresql://h/db?PASSWORD=x"));
        assertFalse(JdbcUrl.holdsSecret("jdbc:postgresql://h:5432/db?user=u"));
        assertFalse(JdbcUrl.holdsSecret("jdbc:postgresql://[::1]:5432/db"));
    }

    @Test
    void rejectsTestcontainersUrlsNamingSettingValueAndAlternative() {
        StoreUnavailableException e = assertThrows(StoreUnavailableException.class, () -> JdbcUrl.requireAccepted(
                JdbcDialect.POSTGRESQL, "REPOBENCH_POSTGRESQL_URL",
                "jdbc:tc:postgresql:15:///bench?password=hunter22"));
        assertTrue(e.getMessage().startsWith("store postgresql: REPOBENCH_POSTGRESQL_URL "
                + "'jdbc:tc:postgresql:15:///bench?password=***' is not accepted"), e.getMessage());
        assertTrue(e.getMessage().contains("jdbc:postgresql://host:port/database"), e.getMessage());
        assertFalse(e.getMessage().contains("hunter22"));
    }

    @Test
    void rejectsOtherDriversUrls() {
        StoreUnavailableException mariadb = assertThrows(StoreUnavailableException.class,
                () -> JdbcUrl.requireAccepted(JdbcDialect.MYSQL, "REPOBENCH_MYSQL_URL", "jdbc:mariadb://h/db"));
        assertTrue(mariadb.getMessage().contains("jdbc:mysql://host:port/database also for MariaDB"),
                mariadb.getMessage());
        StoreUnavailableException wrong = assertThrows(StoreUnavailableException.class,
                () -> JdbcUrl.requireAccepted(JdbcDialect.MYSQL, "REPOBENCH_MYSQL_URL", "jdbc:postgresql://h/db"));
        assertTrue(wrong.getMessage().endsWith("accepted: jdbc:mysql://host:port/database"), wrong.getMessage());
    }
}
