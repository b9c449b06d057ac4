package org.repobench.jmh;

import org.repobench.ldp.Credentials;
import org.repobench.ldp.LdpServer;
import org.repobench.ldp.ServerProbe;
import org.repobench.store.settings.Environment;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Optional;

/**
 * Where an HTTP target is, as settings: the user's for {@code target=url}, the launcher's (through the hand-off to
 * the forks) for a server the suite started. The password is a secret: it is read here and never printed.
 */
public final class TargetSettings {
    public static final String URL = ServerProbe.URL_SETTING;
    public static final String USER = ServerProbe.USER_SETTING;
    public static final String PASSWORD = ServerProbe.PASSWORD_SETTING;
    /** {@code true}: a server given by URL keeps the fixtures after the run, for the next one to reuse. */
    public static final String KEEP = "REPOBENCH_LDP_KEEP";

    private TargetSettings() {
    }

    /** The server the settings name, probed: reachable, LDP, its vocabulary known. */
    public static LdpServer server(Environment environment) {
        String url = environment.get(URL).orElseThrow(() -> new IllegalArgumentException(URL + " is not set; give"
                + " the LDP server's root, e.g. " + URL + "=http://127.0.0.1:8080/fcrepo/rest/"));
        return ServerProbe.probe(root(url), credentials(environment));
    }

    public static Optional<Credentials> credentials(Environment environment) {
        return environment.get(USER).map(user -> new Credentials(user, environment.get(PASSWORD).orElse("")));
    }

    public static boolean keep(Environment environment) {
        return environment.get(KEEP).map(Boolean::parseBoolean).orElse(false);
    }

    static URI root(String url) {
        try {
            URI uri = new URI(url.endsWith("/") ? url : url + "/");
            if (uri.getHost() == null || !("http".equals(uri.getScheme()) || "https".equals(uri.getScheme()))) {
                throw new URISyntaxException(url, "not an http(s) URL with a host");
            }
            return uri;
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException(URL + " '" + url + "' is not an http(s) URL; accepted: the LDP"
                    + " server's root, e.g. http://127.0.0.1:8080/fcrepo/rest/");
        }
    }
}
