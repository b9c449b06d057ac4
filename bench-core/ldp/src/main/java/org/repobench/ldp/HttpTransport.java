package org.repobench.ldp;

import org.repobench.api.Causes;

import java.io.IOException;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.channels.UnresolvedAddressException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * The HTTP side shared by the probe and the client: one JDK client (HTTP/1.1, connections kept alive and reused),
 * paths resolved below the root, BASIC credentials sent with every request, and failures to get any answer turned
 * into one-line {@link LdpUnreachableException}s.
 */
final class HttpTransport implements AutoCloseable {
    static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(10);
    private static final int FIRST_LINE_LIMIT = 200;
    private static final Map<Integer, String> REASONS = Map.ofEntries(
            Map.entry(400, "Bad Request"), Map.entry(401, "Unauthorized"), Map.entry(403, "Forbidden"),
            Map.entry(404, "Not Found"), Map.entry(405, "Method Not Allowed"), Map.entry(406, "Not Acceptable"),
            Map.entry(409, "Conflict"), Map.entry(410, "Gone"), Map.entry(412, "Precondition Failed"),
            Map.entry(415, "Unsupported Media Type"), Map.entry(422, "Unprocessable Entity"),
            Map.entry(500, "Internal Server Error"), Map.entry(502, "Bad Gateway"),
            Map.entry(503, "Service Unavailable"), Map.entry(504, "Gateway Timeout"));

    /** The JDK client's read buffer, a documented property of {@code java.net.http}: 16 KB unless set. */
    private static final String BUFFER_SIZE = "jdk.httpclient.bufsize";
    private static final String READ_BUFFER_BYTES = String.valueOf(256 * 1024);

    static {
        // read once, when the JVM's first client is built: a GET of megabytes read 16 KB at a time hands each chunk
        // between the client's threads, a cost curl does not pay; larger reads cut it
        // (docs/results/many-members.md#the-harness-over-http)
        if (System.getProperty(BUFFER_SIZE) == null) {
            System.setProperty(BUFFER_SIZE, READ_BUFFER_BYTES);
        }
    }

    private final URI root;
    private final Optional<String> authorization;
    private final Duration requestTimeout;
    private final ExecutorService executor;
    private final HttpClient client;

    HttpTransport(URI root, Optional<Credentials> credentials, Duration requestTimeout) {
        this.root = LdpServer.withSlash(root);
        // sent up front: waiting for a 401 challenge would double every request the benchmarks time
        this.authorization = credentials.map(c -> "Basic " + Base64.getEncoder().encodeToString(
                (c.user() + ":" + c.password()).getBytes(StandardCharsets.UTF_8)));
        this.requestTimeout = requestTimeout;
        // our own threads, so close() can end them; daemon, so a client someone forgot never holds the JVM
        this.executor = Executors.newCachedThreadPool(task -> {
            Thread thread = new Thread(task, "repobench-ldp-http");
            thread.setDaemon(true);
            return thread;
        });
        this.client = HttpClient.newBuilder()
                .version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(CONNECT_TIMEOUT)
                .followRedirects(HttpClient.Redirect.NEVER)
                .executor(executor)
                .build();
    }

    URI root() {
        return root;
    }

    /** A path below the root ("a/b", "/a/b" alike), or an absolute http(s) URI as it is. */
    URI resolve(String path) {
        if (path.startsWith("http://") || path.startsWith("https://")) {
            return URI.create(path);
        }
        return URI.create(root + (path.startsWith("/") ? path.substring(1) : path));
    }

    HttpRequest.Builder request(URI uri) {
        HttpRequest.Builder builder = HttpRequest.newBuilder(uri).timeout(requestTimeout);
        authorization.ifPresent(value -> builder.header("Authorization", value));
        return builder;
    }

    <T> HttpResponse<T> send(HttpRequest request, HttpResponse.BodyHandler<T> handler) {
        try {
            return client.send(request, handler);
        } catch (IOException e) {
            throw unreachable(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new LdpException("interrupted during " + request.method() + " " + request.uri(), e);
        }
    }

    /** "cannot reach the LDP server at 127.0.0.1:8080 (connection refused)". */
    LdpUnreachableException unreachable(IOException failure) {
        return new LdpUnreachableException("cannot reach the LDP server at " + LdpServer.hostPort(root) + " ("
                + reason(failure) + ")", failure);
    }

    private String reason(IOException failure) {
        if (Causes.any(failure, UnresolvedAddressException.class)) {
            return "unknown host";
        }
        if (failure instanceof HttpConnectTimeoutException) {
            return "no connection within " + CONNECT_TIMEOUT.toSeconds() + " s";
        }
        if (failure instanceof HttpTimeoutException) {
            return "no answer within " + requestTimeout.toSeconds() + " s";
        }
        // the JDK often wraps the socket's own message; the innermost one says what happened
        Optional<String> message = innermostMessage(failure);
        if (Causes.any(failure, ConnectException.class)) {
            // JDK 17's client reports a refused connection as a ConnectException without any message
            return message.filter(text -> !text.contains("refused")).orElse("connection refused");
        }
        return message.orElse(failure.getClass().getSimpleName());
    }

    private static Optional<String> innermostMessage(IOException failure) {
        List<Throwable> chain = Causes.of(failure);
        for (int i = chain.size() - 1; i >= 0; i--) {
            String message = chain.get(i).getMessage();
            if (message != null && !message.isBlank()) {
                return Optional.of(firstLine(message));
            }
        }
        return Optional.empty();
    }

    /** "409 Conflict". */
    static String status(int code) {
        String reason = REASONS.get(code);
        return reason == null ? String.valueOf(code) : code + " " + reason;
    }

    /** The first non-blank line, shortened: what an error body or message says, in one line. */
    static String firstLine(String text) {
        for (String line : text.split("\\R")) {
            String trimmed = line.strip();
            if (!trimmed.isEmpty()) {
                return trimmed.length() > FIRST_LINE_LIMIT ? trimmed.substring(0, FIRST_LINE_LIMIT) + "..." : trimmed;
            }
        }
        return "";
    }

    @Override
    public void close() {
        executor.shutdownNow();
    }
}
