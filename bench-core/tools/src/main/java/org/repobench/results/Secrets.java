package org.repobench.results;

import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Keeps credentials out of reports. Keys that name a credential are dropped entirely; values are scrubbed too, because
 * passwords also travel inside other values: a JDBC URL's {@code ?password=}, {@code user:pass@host}, or a
 * {@code -Dbench.db.password=} JVM argument recorded by JMH.
 */
public final class Secrets {
    public static final String MASK = "***";

    private static final List<String> SECRET_WORDS = List.of("password", "passwd", "secret", "token", "credential",
            "privatekey", "private_key", "apikey", "api_key");

    // name=value or name: value where the name contains a secret word; the value ends at a separator
    private static final Pattern ASSIGNMENT = Pattern.compile(
            "(?i)([\\w.\\-]*(?:password|passwd|secret|token|credential|apikey|api_key)[\\w.\\-]*\\s*[=:]\\s*)"
                    + "([^\\s&;,\"']+)");
    private static final Pattern URL_USERINFO =
            Pattern.compile("(?i)(\\b[a-z][a-z0-9+.\\-]*://[^/:@\\s]+:)([^@\\s/]+)(@)");

    private Secrets() {
    }

    /** True for keys such as {@code db.password}, {@code clientSecret} or {@code GITHUB_TOKEN}. */
    public static boolean isSecretKey(String key) {
        String k = key.toLowerCase(Locale.ROOT);
        return SECRET_WORDS.stream().anyMatch(k::contains);
    }

    /** The value with any embedded credential replaced by {@value #MASK}. */
    public static String scrub(String value) {
        if (value == null) {
            return null;
        }
        String v = ASSIGNMENT.matcher(value).replaceAll("$1" + MASK);
        return URL_USERINFO.matcher(v).replaceAll("$1" + MASK + "$3");
    }
}
