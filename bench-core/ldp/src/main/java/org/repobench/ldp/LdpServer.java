package org.repobench.ldp;

import java.net.URI;
import java.util.Objects;
import java.util.Optional;

/**
 * An LDP server the suite talks to: its root (always ending with "/", so paths resolve below it), the credentials to
 * send, the Fedora vocabulary it speaks and what it is ("Fedora 4.7.5", "Fedora 6.1.0", or "LDP server" when it
 * does not say). {@link #toString()} shows the user, never the password.
 */
public record LdpServer(URI root, Optional<Credentials> credentials, Vocabulary vocabulary, String product) {
    /** What {@link #product()} says of a server that does not tell its name and version. */
    public static final String UNKNOWN_PRODUCT = "LDP server";

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

    /** "127.0.0.1:8080": how messages name the server. */
    public String hostPort() {
        return hostPort(root);
    }

    static String hostPort(URI uri) {
        int port = uri.getPort() >= 0 ? uri.getPort() : "https".equalsIgnoreCase(uri.getScheme()) ? 443 : 80;
        return uri.getHost() + ":" + port;
    }
}
