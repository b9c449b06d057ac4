package org.repobench.store.jdbc;

import org.repobench.store.StoreUnavailableException;

import java.lang.reflect.InvocationTargetException;
import java.sql.Connection;
import java.sql.Driver;
import java.sql.SQLException;
import java.util.Properties;

/**
 * Plain JDBC connections, opened with the same driver class ModeShape's pool will use. Failures become a one-line
 * {@link StoreUnavailableException} (see {@link ConnectionFailure}), so users see which server failed and why
 * instead of a ModeShape or HikariCP stack trace.
 */
public final class JdbcConnections {
    private JdbcConnections() {
    }

    public static Connection open(DatabaseServer target) {
        Driver driver = driver(target.dialect());
        Properties properties = target.dialect().connectionProperties();
        properties.setProperty("user", target.user());
        properties.setProperty("password", target.password());
        try {
            Connection connection = driver.connect(target.url(), properties);
            if (connection == null) {
                throw new StoreUnavailableException(target.subject() + ": driver " + driver.getClass().getName()
                        + " does not accept the URL " + JdbcUrl.redacted(target.url()));
            }
            return connection;
        } catch (SQLException e) {
            throw new StoreUnavailableException(ConnectionFailure.message(target, e),
                    ConnectionFailure.scrubbed(target, e));
        }
    }

    /** Connects, reads what the server and driver are, and disconnects. */
    public static ServerInfo check(DatabaseServer target) {
        try (Connection connection = open(target)) {
            return ServerInfo.of(connection.getMetaData());
        } catch (SQLException e) {
            throw new StoreUnavailableException(ConnectionFailure.message(target, e),
                    ConnectionFailure.scrubbed(target, e));
        }
    }

    private static Driver driver(JdbcDialect dialect) {
        try {
            return (Driver) Class.forName(dialect.driverClass()).getDeclaredConstructor().newInstance();
        } catch (ClassNotFoundException e) {
            throw new StoreUnavailableException("store " + dialect.storeName() + ": JDBC driver "
                    + dialect.driverClass() + " is not on the class path", e);
        } catch (InstantiationException | IllegalAccessException | NoSuchMethodException
                 | InvocationTargetException e) {
            throw new StoreUnavailableException("store " + dialect.storeName() + ": cannot load JDBC driver "
                    + dialect.driverClass() + ": " + e, e);
        }
    }
}
