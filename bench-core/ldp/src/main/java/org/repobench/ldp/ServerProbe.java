package org.repobench.ldp;

import java.net.URI;
import java.net.http.HttpHeaders;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds out what an LDP server given by URL is, before anything is measured on it: that it answers, that it accepts
 * the credentials, that its root is an LDP resource, which Fedora vocabulary it speaks and, when its HTML page says,
 * its product and version. Every way it can be wrong is one line naming the setting to fix.
 */
public final class ServerProbe {
    /** The settings a user gives an LDP server by; named in messages. */
    public static final String URL_SETTING = "REPOBENCH_LDP_URL";
    public static final String USER_SETTING = "REPOBENCH_LDP_USER";
    public static final String PASSWORD_SETTING = "REPOBENCH_LDP_PASSWORD";

    private static final String LDP = "http://www.w3.org/ns/ldp#";
    // any of these as rel="type" makes the root an LDP resource (every LDP resource is an ldp:Resource)
    private static final Set<String> LDP_TYPES = Set.of(LDP + "Resource", LDP + "RDFSource", LDP + "Container",
            LDP + "BasicContainer", LDP + "DirectContainer", LDP + "IndirectContainer");
    // Fedora's landing page: "Release: <span id="version">4.7.5</span>"
    private static final Pattern VERSION_SPAN = Pattern.compile(
            "id\\s*=\\s*[\"']version[\"'][^>]*>\\s*([^<\\s][^<]*?)\\s*<");
    private static final Duration PROBE_TIMEOUT = Duration.ofSeconds(30);

    private ServerProbe() {
    }

    public static LdpServer probe(URI root, Optional<Credentials> credentials) {
        requireHttpUrl(root);
        try (HttpTransport transport = new HttpTransport(root, credentials, PROBE_TIMEOUT)) {
            HttpResponse<byte[]> response = getRoot(transport);
            requireAnswered(transport.root(), credentials, response.statusCode());
            List<Links.Link> links = Links.parse(response.headers().allValues("Link"));
            if (links.stream().noneMatch(link -> link.rels().contains("type") && LDP_TYPES.contains(link.uri()))) {
                throw new LdpException(transport.root() + " is not an LDP server: its root has no Link rel=\"type\""
                        + " ldp:Resource (" + URL_SETTING + " should name the repository root, e.g."
                        + " http://127.0.0.1:8080/fcrepo/rest/)");
            }
            FedoraVocabulary vocabulary = vocabulary(response.headers());
            return new LdpServer(transport.root(), credentials, vocabulary, product(transport));
        }
    }

    private static void requireHttpUrl(URI root) {
        String scheme = root.getScheme() == null ? "" : root.getScheme().toLowerCase(Locale.ROOT);
        if (!scheme.equals("http") && !scheme.equals("https") || root.getHost() == null) {
            throw new LdpException(URL_SETTING + ": '" + root + "' is not an http URL; accepted: http://host:port/path/"
                    + " or https://host:port/path/ naming the repository root");
        }
        if (root.getRawUserInfo() != null) {
            // the URL holds a password, so it is not echoed: it would end up in logs and reports
            throw new LdpException(URL_SETTING + ": a URL with user:password@ is not accepted; accepted: the URL"
                    + " without them, and " + USER_SETTING + " and " + PASSWORD_SETTING + " for the credentials");
        }
    }

    private static HttpResponse<byte[]> getRoot(HttpTransport transport) {
        HttpRequest request = transport.request(transport.root()).header("Accept", "text/turtle").GET().build();
        try {
            return transport.send(request, HttpResponse.BodyHandlers.ofByteArray());
        } catch (LdpUnreachableException e) {
            throw new LdpUnreachableException(e.getMessage() + "; check " + URL_SETTING, e.getCause());
        }
    }

    private static void requireAnswered(URI root, Optional<Credentials> credentials, int status) {
        if (status == 401 || status == 403) {
            String who = credentials.map(c -> "for user '" + c.user() + "'").orElse("without credentials");
            throw new LdpException("the LDP server at " + root + " answered " + HttpTransport.status(status) + " "
                    + who + "; set " + USER_SETTING + " and " + PASSWORD_SETTING + " to a user it accepts");
        }
        if (status != 200) {
            throw new LdpException("the LDP server at " + root + " answered " + HttpTransport.status(status)
                    + " to GET of its root; expected 200 (" + URL_SETTING + " should name the repository root, e.g."
                    + " http://127.0.0.1:8080/fcrepo/rest/)");
        }
    }

    /**
     * Fedora 5 and later version by Memento: their root varies on Accept-Datetime (Fedora 6's also shows a
     * rel="timemap" Link). Fedora 4 does neither and alone offers MOVE (and COPY), which Fedora 6 dropped and 5.0.2
     * still offers. A server showing neither is taken as the later vocabulary too, since it is what current servers
     * use, and the inbound-references Prefer sends both names anyway.
     */
    static FedoraVocabulary vocabulary(HttpHeaders headers) {
        boolean memento = headers.allValues("Link").stream().anyMatch(link -> link.contains("rel=\"timemap\""))
                || headers.allValues("Vary").stream().anyMatch(vary -> vary.contains("Accept-Datetime"));
        boolean move = headers.allValues("Allow").stream()
                .flatMap(value -> List.of(value.split(",")).stream())
                .anyMatch(method -> method.strip().equalsIgnoreCase("MOVE"));
        return move && !memento ? FedoraVocabulary.FEDORA_4 : FedoraVocabulary.FEDORA_5_AND_LATER;
    }

    /**
     * "Fedora 4.7.5" from the HTML page that names the release: the web application's landing page, one level above
     * the REST root (/fcrepo/ for /fcrepo/rest/), or the root's own page. A server without such a page (or failing to
     * serve it) is unnamed.
     */
    private static String product(HttpTransport transport) {
        URI root = transport.root();
        List<URI> pages = root.getPath().length() > 1 ? List.of(root.resolve(".."), root) : List.of(root);
        for (URI page : pages) {
            Optional<String> version = version(transport, page);
            if (version.isPresent()) {
                return "Fedora " + version.get();
            }
        }
        return LdpServer.UNKNOWN_PRODUCT;
    }

    private static Optional<String> version(HttpTransport transport, URI page) {
        try {
            HttpRequest request = transport.request(page).header("Accept", "text/html").GET().build();
            HttpResponse<byte[]> response = transport.send(request, HttpResponse.BodyHandlers.ofByteArray());
            if (response.statusCode() == 200) {
                Matcher version = VERSION_SPAN.matcher(new String(response.body(), StandardCharsets.UTF_8));
                if (version.find()) {
                    return Optional.of(version.group(1));
                }
            }
        } catch (LdpException e) {
            // the server already answered the RDF request: a missing name is no reason to refuse it
        }
        return Optional.empty();
    }
}
