package org.repobench.provision;

import org.repobench.store.s3.S3Endpoint;
import org.repobench.store.s3.S3Settings;

import java.util.Optional;

/** Where the S3 endpoint comes from for this run (perhaps a server this JVM started), or why there is none. */
public final class S3Resolution implements AutoCloseable {
    private final S3Endpoint endpoint;
    private final StartedS3 started;
    private final String note;
    private final String reason;

    private S3Resolution(S3Endpoint endpoint, StartedS3 started, String note, String reason) {
        this.endpoint = endpoint;
        this.started = started;
        this.note = note;
        this.reason = reason;
    }

    /** {@code started} is null for an endpoint this JVM did not start; {@code note} says what was tried first. */
    static S3Resolution available(S3Endpoint endpoint, StartedS3 started, String note) {
        return new S3Resolution(endpoint, started, note, null);
    }

    static S3Resolution unavailable(String reason) {
        return new S3Resolution(null, null, "", reason);
    }

    public boolean isAvailable() {
        return endpoint != null;
    }

    /** The endpoint with its keys: hand it to forks through {@link ForkHandoff} only, never to a report. */
    public Optional<S3Endpoint> endpoint() {
        return Optional.ofNullable(endpoint);
    }

    /** One line: why there is no endpoint and how to provide one; empty when there is one. */
    public Optional<String> reason() {
        return Optional.ofNullable(reason);
    }

    /** One line for the launcher's log, e.g. "embedded S3Proxy 2.6.0 on 127.0.0.1:40125 (no Docker engine; ...)". */
    public String source() {
        if (endpoint == null) {
            return "unavailable: " + reason;
        }
        return SourceLine.of(started == null ? "S3 endpoint" : started.server(), endpoint.hostPort(),
                endpoint.provisioning(), started == null ? null : started.description(), note, S3Settings.ENDPOINT);
    }

    /** Stops the server if this JVM started it. */
    @Override
    public void close() throws Exception {
        if (started != null) {
            started.close();
        }
    }
}
