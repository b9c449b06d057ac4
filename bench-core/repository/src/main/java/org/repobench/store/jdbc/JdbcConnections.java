package org.repobench.store.jdbc;

import com.p6spy.engine.common.ConnectionInformation;
import com.p6spy.engine.spy.P6Core;
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

    public static Connection open(DatabaseServer database) {
        Driver driver = driver(database.dialect());
        Properties properties = database.dialect().connectionProperties();
        properties.setProperty("user", database.user());
        properties.setProperty("password", database.password());
        try {
            Connection connection = driver.connect(database.url(), properties);
            if (connection == null) {
                throw new StoreUnavailableException(database.subject() + ": driver " + driver.getClass().getName()
                        + " does not accept the URL " + JdbcUrl.redacted(database.url()));
            }
            return connection;
        } catch (SQLException e) {
            throw new StoreUnavailableException(ConnectionFailure.message(database, e),
                    ConnectionFailure.scrubbed(database, e));
        }
    }

    /**
     * As {@link #open}, with the statements the connection sends counted as the store's work
     * ({@link StatementCounter}, through p6spy's wrapper).
     */
    public static Connection openCounted(DatabaseServer database) {
        Connection real = open(database);
        return P6Core.wrapConnection(real, ConnectionInformation.fromDriver(driver(database.dialect()), real, 0));
    }

    /** Connects, reads what the server and driver are, and disconnects. */
    public static ServerInfo check(DatabaseServer database) {
        try (Connection connection = open(database)) {
            return ServerInfo.of(connection.getMetaData());
        } catch (SQLException e) {
            throw new StoreUnavailableException(ConnectionFailure.message(database, e),
                    ConnectionFailure.scrubbed(database, e));
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
