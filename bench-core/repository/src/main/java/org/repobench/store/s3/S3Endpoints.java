package org.repobench.store.s3;

import org.repobench.store.StoreUnavailableException;
import org.repobench.store.settings.Environment;
import org.repobench.store.settings.Provisioning;

import java.util.Optional;

/** Reads the endpoint the user (or, in a fork, the host) named through {@link S3Settings}. */
public final class S3Endpoints {
    private S3Endpoints() {
    }

    /** The configured endpoint, if one is set; throws naming the missing or rejected setting otherwise. */
    public static Optional<S3Endpoint> lookup(Environment environment) {
        Optional<String> url = environment.get(S3Settings.ENDPOINT);
        if (url.isEmpty()) {
            return Optional.empty();
        }
        String accessKey = require(environment, S3Settings.ACCESS_KEY);
        String secretKey = require(environment, S3Settings.SECRET_KEY);
        Provisioning provisioning = environment.get(S3Settings.PROVISIONING)
                .map(value -> Provisioning.parse(S3Settings.PROVISIONING, value))
                .orElse(Provisioning.EXPLICIT);
        return Optional.of(new S3Endpoint(url.get(), bucketPrefix(environment), accessKey, secretKey, provisioning));
    }

    /**
     * {@value S3Settings#BUCKET}, else {@value S3Settings#DEFAULT_BUCKET_PREFIX}: also for servers the suite starts.
     *
     * @throws StoreUnavailableException when the prefix is not accepted, saying what is
     */
    public static String bucketPrefix(Environment environment) {
        return S3Endpoint.acceptedPrefix(environment.get(S3Settings.BUCKET).orElse(S3Settings.DEFAULT_BUCKET_PREFIX));
    }

    private static String require(Environment environment, String setting) {
        return environment.get(setting).orElseThrow(() -> new StoreUnavailableException("binaryStore=S3: "
                + S3Settings.ENDPOINT + " is set but " + setting + " is not; set it (environment variable or -D system"
                + " property)"));
    }
}
