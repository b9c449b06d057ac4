package org.repobench.jmh;

import org.repobench.ldp.Credentials;
import org.repobench.ldp.LdpServer;
import org.repobench.ldp.ServerProbe;
import org.repobench.ldp.fedora.GcLog;
import org.repobench.store.settings.Environment;

import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Where an HTTP target is, as settings: the user's for {@code target=url}, the launcher's (through the hand-off to
 * the forks, with the server's GC log) for a server the suite started. The password is a secret: it is read here
 * and never printed.
 */
public final class TargetSettings {
    /** {@code true}: a server given by URL keeps the fixtures after the run, for the next one to reuse. */
    public static final String KEEP = "REPOBENCH_LDP_KEEP";

    private TargetSettings() {
    }

    /** The server the settings name, probed: reachable, LDP, its vocabulary known. */
    public static LdpServer server(Environment environment) {
        String url = environment.get(ServerProbe.URL_SETTING).orElseThrow(() -> new IllegalArgumentException(
                ServerProbe.URL_SETTING + " is not set; give the LDP server's root, e.g. " + ServerProbe.URL_SETTING
                        + "=http://127.0.0.1:8080/fcrepo/rest/"));
        return ServerProbe.probe(root(url), credentials(environment));
    }

    public static Optional<Credentials> credentials(Environment environment) {
        return environment.get(ServerProbe.USER_SETTING)
                .map(user -> new Credentials(user, environment.get(ServerProbe.PASSWORD_SETTING).orElse("")));
    }

    /** The GC log of a server the suite started, handed over by the launcher; empty for a server given by URL. */
    public static Optional<GcLog> serverGcLog(Environment environment) {
        return environment.get(GcLog.SETTING).map(path -> new GcLog(Path.of(path)));
    }

    public static boolean keep(Environment environment) {
        return environment.get(KEEP).map(Boolean::parseBoolean).orElse(false);
    }

    /** Only the syntax here: the probe checks the scheme, the host and that no credentials are in the URL. */
    static URI root(String url) {
        try {
            return new URI(url);
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException(ServerProbe.URL_SETTING + " '" + url + "' is not a URL ("
                    + e.getReason() + "); accepted: the LDP server's root, e.g. http://127.0.0.1:8080/fcrepo/rest/");
        }
    }
}
