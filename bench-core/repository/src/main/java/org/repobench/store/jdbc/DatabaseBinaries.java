package org.repobench.store.jdbc;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.modeshape.jcr.value.binary.Database;
import org.repobench.api.ParamNames;
import org.repobench.store.BinaryStoreKind;
import org.repobench.store.ExternalBinaries;
import org.repobench.store.JsonConfig;
import org.repobench.store.StoreLocation;
import org.repobench.store.StoreUnavailableException;

import java.io.IOException;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * ModeShape's {@code DatabaseBinaryStore} on the store's own server. It always keeps binaries in one table named
 * {@value Database#TABLE_NAME}, with no prefix to configure, so each location gets a schema (PostgreSQL) or database
 * (MySQL) of its own, {@code <location name>_bin}, and the binary store connects with that as its default. Deleting
 * the location drops it with everything in it.
 */
final class DatabaseBinaries implements ExternalBinaries {
    private static final String SUFFIX = "_bin";
    private static final int MAX_IDENTIFIER = 63;

    private final DatabaseServer database;

    DatabaseBinaries(DatabaseServer database) {
        this.database = database;
    }

    @Override
    public BinaryStoreKind kind() {
        return BinaryStoreKind.DATABASE;
    }

    /** Holds the password, as the store's persistence object does: for ModeShape only. */
    @Override
    public ObjectNode binaryStorage(StoreLocation at) {
        String schema = schema(at);
        try (Connection connection = JdbcConnections.open(database)) {
            JdbcTables.execute(connection, dialect().createSchema(schema));
        } catch (SQLException e) {
            throw new StoreUnavailableException(database.subject() + ": binaryStore=DATABASE: cannot create "
                    + dialect().schemaWord() + " " + schema + ": " + ConnectionFailure.firstLine(database, e)
                    + " — ModeShape's database binary store keeps every binary in one table named "
                    + Database.TABLE_NAME + ", so each store location needs a " + dialect().schemaWord()
                    + " of its own; let user '" + database.user() + "' create and drop them, or use binaryStore=FILE",
                    ConnectionFailure.scrubbed(database, e));
        }
        ObjectNode binary = JsonConfig.binaryStorage("database");
        binary.put("driverClass", dialect().driverClass());
        binary.put("url", dialect().inSchema(database.url(), schema));
        binary.put("username", database.user());
        binary.put("password", database.password());
        return binary;
    }

    /** @throws IOException also when the source has no binary table, rather than make a copy without binaries */
    @Override
    public void copy(StoreLocation from, StoreLocation to) throws IOException {
        String source = schema(from);
        String copy = schema(to);
        try (Connection connection = JdbcConnections.open(database)) {
            if (!JdbcTables.existsIn(connection, source, Database.TABLE_NAME)) {
                // ModeShape creates the table when a repository opens, so the binaries are gone (a dropped schema,
                // another server): a copy without them would fail only when a binary is read
                throw new IOException(database.subject() + ": cannot copy the binaries of " + from.name() + ": "
                        + dialect().schemaWord() + " " + source + " holds no " + Database.TABLE_NAME + "; was a"
                        + " repository ever opened on it with binaryStore=DATABASE, on this server?");
            }
            JdbcTables.execute(connection, dialect().createSchema(copy));
            try {
                JdbcTables.copy(connection, dialect(), source + "." + Database.TABLE_NAME,
                        copy + "." + Database.TABLE_NAME);
            } catch (SQLException e) {
                dropQuietly(connection, copy, e);
                throw e;
            }
        } catch (SQLException e) {
            throw ConnectionFailure.io(database, "cannot copy the binaries of " + from.name() + " (" + source + ") to "
                    + to.name() + " (" + copy + ")", e);
        }
    }

    @Override
    public void delete(StoreLocation at) throws IOException {
        try (Connection connection = JdbcConnections.open(database)) {
            JdbcTables.execute(connection, dialect().dropSchema(schema(at)));
        } catch (SQLException e) {
            throw ConnectionFailure.io(database, "cannot drop the binaries of " + at.name() + " ("
                    + dialect().schemaWord() + " " + schema(at) + ")", e);
        }
    }

    @Override
    public List<String> locationsNamed(String prefix) throws IOException {
        List<String> names = new ArrayList<>();
        try (Connection connection = JdbcConnections.open(database);
             Statement statement = connection.createStatement();
             ResultSet schemas = statement.executeQuery("SELECT schema_name FROM information_schema.schemata")) {
            while (schemas.next()) {
                String schema = schemas.getString(1).toLowerCase(Locale.ROOT);
                if (schema.startsWith(prefix) && schema.endsWith(SUFFIX)) {
                    names.add(schema.substring(0, schema.length() - SUFFIX.length()));
                }
            }
        } catch (SQLException e) {
            throw ConnectionFailure.io(database, "cannot list " + dialect().schemaWord() + "s", e);
        }
        return names;
    }

    @Override
    public long bytesStored(StoreLocation at) throws IOException {
        try (Connection connection = JdbcConnections.open(database)) {
            return dialect().relationBytes(connection, schema(at), Database.TABLE_NAME);
        } catch (SQLException e) {
            throw ConnectionFailure.io(database, "cannot measure the binaries of " + at.name(), e);
        }
    }

    @Override
    public Map<String, String> describe() {
        return Map.of(ParamNames.BINARY_STORE, kind().cliName(), "binaryStoreImplementation",
                "ModeShape DatabaseBinaryStore, table " + Database.TABLE_NAME + " in a " + dialect().schemaWord()
                + " per location (<location>" + SUFFIX + ")");
    }

    /** {@code <location name>_bin}, within the 63 characters an identifier may have. */
    static String schema(StoreLocation at) {
        return at.nameWithin(MAX_IDENTIFIER - SUFFIX.length()) + SUFFIX;
    }

    private JdbcDialect dialect() {
        return database.dialect();
    }

    private void dropQuietly(Connection connection, String schema, SQLException failure) {
        try {
            JdbcTables.execute(connection, dialect().dropSchema(schema));
        } catch (SQLException e) {
            failure.addSuppressed(e);
        }
    }
}
