package org.repobench.store.jdbc;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ServerInfoTest {

    @Test
    void mariaDbBehindConnectorJIsNamedMariaDb() {
        ServerInfo info = ServerInfo.of("MySQL", "5.5.5-10.11.19-MariaDB-0+deb12u1", "MySQL Connector/J",
                "mysql-connector-j-9.1.0");
        assertEquals("MariaDB 10.11.19-MariaDB-0+deb12u1", info.server());
        assertTrue(info.reportsOtherProduct());
        assertEquals("MySQL", info.reportedProduct());
    }

    @Test
    void otherServersKeepTheirOwnName() {
        ServerInfo mysql = ServerInfo.of("MySQL", "8.0.40", "MySQL Connector/J", "mysql-connector-j-9.1.0");
        assertEquals("MySQL 8.0.40", mysql.server());
        assertFalse(mysql.reportsOtherProduct());
        ServerInfo postgres = ServerInfo.of("PostgreSQL", "15.20 (Debian 15.20-0+deb12u1)", "PostgreSQL JDBC Driver",
                "42.7.4");
        assertEquals("PostgreSQL 15.20 (Debian 15.20-0+deb12u1)", postgres.server());
        assertEquals("PostgreSQL JDBC Driver 42.7.4", postgres.driver());
    }
}
