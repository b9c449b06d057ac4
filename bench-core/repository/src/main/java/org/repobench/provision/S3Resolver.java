package org.repobench.provision;

import org.repobench.store.StoreUnavailableException;
import org.repobench.store.settings.Environment;
import org.repobench.store.s3.S3Endpoint;
import org.repobench.store.s3.S3Endpoints;
import org.repobench.store.s3.S3Settings;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Decides where the S3 endpoint comes from, in the order databases are resolved in: the endpoint the user named
 * (REPOBENCH_S3_ENDPOINT with its keys); MinIO through Testcontainers when a Docker engine runs; S3Proxy started in
 * this JVM; else unavailable, with how to provide one. A named endpoint that does not work is reported, not replaced.
 */
public final class S3Resolver {
    private final Environment environment;
    private final DockerProbe docker;
    private final S3Launcher containers;
    private final S3Launcher embedded;
    private final S3Check check;

    public S3Resolver(Environment environment, DockerProbe docker, S3Launcher containers, S3Launcher embedded,
                      S3Check check) {
        this.environment = environment;
        this.docker = DockerProbe.once(docker);
        this.containers = containers;
        this.embedded = embedded;
        this.check = check;
    }

    public S3Resolution resolve() {
        Optional<S3Endpoint> explicit;
        String bucketPrefix;
        try {
            explicit = S3Endpoints.lookup(environment);
            bucketPrefix = S3Endpoints.bucketPrefix(environment);
        } catch (StoreUnavailableException badSettings) {
            return S3Resolution.unavailable(badSettings.getMessage());
        }
        if (explicit.isPresent()) {
            try {
                check.check(explicit.get());
                return S3Resolution.available(explicit.get(), null, "");
            } catch (StoreUnavailableException unusable) {
                return S3Resolution.unavailable(unusable.getMessage());
            }
        }
        List<String> tried = new ArrayList<>();
        tried.add(S3Settings.ENDPOINT + " is not set");
        Optional<S3Resolution> started = StartOrder.first(docker,
                () -> StartOrder.attempt(() -> containers.start(bucketPrefix), server -> checked(server, tried),
                        "testcontainers", tried),
                () -> StartOrder.attempt(() -> embedded.start(bucketPrefix), server -> checked(server, tried),
                        "embedded", tried),
                tried);
        return started.orElseGet(() -> S3Resolution.unavailable("binaryStore=S3 is unavailable: "
                + String.join("; ", tried) + ". To provide it, " + S3Settings.howToProvide()));
    }

    private S3Resolution checked(StartedS3 server, List<String> tried) {
        check.check(server.endpoint());
        return S3Resolution.available(server.endpoint(), server, StartOrder.note(tried));
    }
}
