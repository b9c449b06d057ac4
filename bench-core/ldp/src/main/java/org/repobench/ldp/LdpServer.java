package org.repobench.ldp;

import java.net.URI;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An LDP server the suite talks to: its root (always ending with "/", so paths resolve below it), the credentials to
 * send, the Fedora vocabulary it speaks and what it is ("Fedora 4.7.5", "Fedora 6.1.0", or "LDP server" when it
 * does not say). {@link #toString()} shows the user, never the password.
 */
public record LdpServer(URI root, Optional<Credentials> credentials, FedoraVocabulary vocabulary, String product) {
    /** What {@link #product()} says of a server that does not tell its name and version. */
    public static final String UNKNOWN_PRODUCT = "LDP server";
    private static final Pattern FEDORA_MAJOR = Pattern.compile("^Fedora (\\d+)\\.");

    public LdpServer {
        Objects.requireNonNull(root, "root");
        Objects.requireNonNull(credentials, "credentials");
        Objects.requireNonNull(vocabulary, "vocabulary");
        Objects.requireNonNull(product, "product");
        root = withSlash(root);
    }

    /** The URI with a trailing "/" on its path: http://h/fcrepo/rest becomes http://h/fcrepo/rest/. */
    static URI withSlash(URI root) {
        String text = root.toString();
        return text.endsWith("/") ? root : URI.create(text + "/");
    }

    /**
     * Whether the server makes archival groups, by the release it names: Fedora 6 and later keep an archival group's
     * whole subtree in one OCFL object; Fedora 4 and 5 have none, and of a server that does not name itself the suite
     * cannot tell.
     */
    public boolean hasArchivalGroups() {
        return hasArchivalGroups(product);
    }

    /** Whether a server that names itself so ("Fedora 6.1.0") makes archival groups. */
    public static boolean hasArchivalGroups(String product) {
        Matcher major = FEDORA_MAJOR.matcher(product);
        return major.find() && Integer.parseInt(major.group(1)) >= 6;
    }

    /** "127.0.0.1:8080": how messages name the server. */
    public String hostPort() {
        return hostPort(root);
    }

    static String hostPort(URI uri) {
        int port = uri.getPort() >= 0 ? uri.getPort() : "https".equalsIgnoreCase(uri.getScheme()) ? 443 : 80;
        return uri.getHost() + ":" + port;
    }
}
