package org.repobench.store.jdbc;

import java.sql.DatabaseMetaData;
import java.sql.SQLException;
import java.util.Objects;

/**
 * The server product and driver a store talks to, as reports should name them. MariaDB reached through MySQL
 * Connector/J calls itself "MySQL" with a version like {@code 5.5.5-10.11.19-MariaDB}; it is named MariaDB here.
 */
public record ServerInfo(String product, String version, String reportedProduct, String reportedVersion,
                         String driverName, String driverVersion) {
    // MariaDB prefixes its version with 5.5.5- so that old MySQL clients accept it
    private static final String MARIADB_VERSION_PREFIX = "5.5.5-";

    public static ServerInfo of(DatabaseMetaData metaData) throws SQLException {
        return of(metaData.getDatabaseProductName(), metaData.getDatabaseProductVersion(),
                metaData.getDriverName(), metaData.getDriverVersion());
    }

    public static ServerInfo of(String reportedProduct, String reportedVersion, String driverName,
                                String driverVersion) {
        String product = reportedProduct;
        String version = reportedVersion;
        if (reportedVersion != null && reportedVersion.contains("MariaDB")) {
            product = "MariaDB";
            version = reportedVersion.startsWith(MARIADB_VERSION_PREFIX)
                    ? reportedVersion.substring(MARIADB_VERSION_PREFIX.length()) : reportedVersion;
        }
        return new ServerInfo(product, version, reportedProduct, reportedVersion, driverName, driverVersion);
    }

    /** "MariaDB 10.11.19-MariaDB-0+deb12u1". */
    public String server() {
        return product + " " + version;
    }

    public boolean reportsOtherProduct() {
        return !Objects.equals(product, reportedProduct) || !Objects.equals(version, reportedVersion);
    }

    public String driver() {
        return driverName + " " + driverVersion;
    }
}
