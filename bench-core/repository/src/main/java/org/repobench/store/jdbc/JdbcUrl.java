package org.repobench.store.jdbc;

import org.repobench.store.StoreUnavailableException;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Checks, parses and redacts the JDBC URLs a user may give; never echoes a secret a URL may carry. */
public final class JdbcUrl {
    // jdbc:<sub>[:<variant>]://<hosts>[/<database>][?...]; e.g. jdbc:mysql:loadbalance://a,b/db
    private static final Pattern WITH_HOSTS = Pattern.compile(
            "^jdbc:[a-z]+(?::[a-z+]+)?://([^/?;#]*)(?:/([^?;#]*))?.*$", Pattern.CASE_INSENSITIVE);
    // jdbc:postgresql:database (local host, default port)
    private static final Pattern DATABASE_ONLY = Pattern.compile("^jdbc:[a-z]+:([^/?;#]*).*$",
            Pattern.CASE_INSENSITIVE);
    // what comes before the database (scheme and hosts), then what comes after it (parameters)
    private static final Pattern HOSTS_THEN_REST = Pattern.compile(
            "^(jdbc:[a-z]+(?::[a-z+]+)?://[^/?;#]*)(?:/[^?;#]*)?(.*)$", Pattern.CASE_INSENSITIVE);
    private static final Pattern PASSWORD_PARAMETER = Pattern.compile("(?i)(password=)[^&;]*");
    private static final Pattern USER_INFO = Pattern.compile("(//[^/@:?]*:)[^/@?]*@");

    private JdbcUrl() {
    }

    /** Throws, naming the setting, the (redacted) value and what is accepted, unless the URL suits the dialect. */
    public static void requireAccepted(JdbcDialect dialect, String setting, String url) {
        String prefix = dialect.urlPrefix();
        if (url.regionMatches(true, 0, "jdbc:tc:", 0, "jdbc:tc:".length())) {
            throw rejected(dialect, setting, url, "Testcontainers URLs would start a container inside every JMH fork;"
                    + " give a plain " + prefix + "//host:port/database URL (the launcher starts containers itself)");
        }
        if (dialect == JdbcDialect.MYSQL && url.regionMatches(true, 0, "jdbc:mariadb:", 0, 13)) {
            throw rejected(dialect, setting, url, "use " + prefix + "//host:port/database also for MariaDB:"
                    + " ModeShape only recognises servers through MySQL Connector/J");
        }
        if (!url.regionMatches(true, 0, prefix, 0, prefix.length())) {
            throw rejected(dialect, setting, url, "accepted: " + prefix + "//host:port/database");
        }
    }

    /** Host, port and database; the dialect's default port when the URL names none. */
    public static ServerAddress address(JdbcDialect dialect, String url) {
        Matcher withHosts = WITH_HOSTS.matcher(url);
        if (withHosts.matches()) {
            String hosts = withHosts.group(1);
            String first = hosts.split(",", -1)[0];
            int at = first.lastIndexOf('@');
            String hostPort = at >= 0 ? first.substring(at + 1) : first;
            String database = withHosts.group(2) == null ? "" : withHosts.group(2);
            return hostAndPort(dialect, hostPort, database);
        }
        Matcher databaseOnly = DATABASE_ONLY.matcher(url);
        String database = databaseOnly.matches() ? databaseOnly.group(1) : "";
        return new ServerAddress("localhost", dialect.defaultPort(), database);
    }

    /** The same URL naming another database, e.g. {@code jdbc:mysql://h:3306/other?x=y}. */
    static String withDatabase(JdbcDialect dialect, String url, String database) {
        Matcher parts = HOSTS_THEN_REST.matcher(url);
        if (!parts.matches()) {
            throw new StoreUnavailableException("store " + dialect.storeName() + ": " + dialect.settings().url() + " '"
                    + redacted(url) + "' names no host, so no other database can be reached through it; accepted: "
                    + dialect.urlPrefix() + "//host:port/database");
        }
        return parts.group(1) + "/" + database + parts.group(2);
    }

    /** The URL with any password it carries replaced by {@code ***}. */
    public static String redacted(String url) {
        return USER_INFO.matcher(PASSWORD_PARAMETER.matcher(url).replaceAll("$1***")).replaceAll("$1***@");
    }

    /** Whether the URL carries a password (a parameter, or user:password@host), so it is itself a secret. */
    public static boolean holdsSecret(String url) {
        return !redacted(url).equals(url);
    }

    private static ServerAddress hostAndPort(JdbcDialect dialect, String hostPort, String database) {
        String host = hostPort;
        String port = "";
        if (hostPort.startsWith("[")) {
            int close = hostPort.indexOf(']');
            host = close > 0 ? hostPort.substring(1, close) : hostPort;
            port = close > 0 && hostPort.length() > close + 1 ? hostPort.substring(close + 2) : "";
        } else if (hostPort.indexOf(':') >= 0 && hostPort.indexOf(':') == hostPort.lastIndexOf(':')) {
            host = hostPort.substring(0, hostPort.indexOf(':'));
            port = hostPort.substring(hostPort.indexOf(':') + 1);
        }
        int portNumber = dialect.defaultPort();
        if (port.matches("\\d{1,5}")) {
            portNumber = Integer.parseInt(port);
        }
        return new ServerAddress(host.isEmpty() ? "localhost" : host, portNumber, database);
    }

    private static StoreUnavailableException rejected(JdbcDialect dialect, String setting, String url, String why) {
        return new StoreUnavailableException("store " + dialect.storeName() + ": " + setting + " '" + redacted(url)
                + "' is not accepted: " + why);
    }
}
