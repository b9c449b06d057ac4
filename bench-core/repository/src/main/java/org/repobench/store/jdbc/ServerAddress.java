package org.repobench.store.jdbc;

/** Host, port and database of a JDBC URL: what messages and reports show instead of the URL itself. */
public record ServerAddress(String host, int port, String database) {

    public String hostPort() {
        return (host.contains(":") ? "[" + host + "]" : host) + ":" + port;
    }

    @Override
    public String toString() {
        return hostPort() + "/" + database;
    }
}
