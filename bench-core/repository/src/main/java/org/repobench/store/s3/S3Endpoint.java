package org.repobench.store.s3;

import org.repobench.store.StoreLocation;
import org.repobench.store.StoreUnavailableException;
import org.repobench.store.settings.Provisioning;

import java.net.URI;
import java.util.Locale;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * An S3 endpoint with its keys and the prefix of the buckets the suite creates there. {@link #toString()} leaves the
 * secret key out; describe an endpoint by {@link #hostPort()} and {@link #provisioning()}. Settings that are not
 * accepted throw {@link StoreUnavailableException} naming the setting, the value and what is accepted.
 */
public record S3Endpoint(String url, String bucketPrefix, String accessKey, String secretKey,
                         Provisioning provisioning) {
    private static final Pattern BUCKET_PREFIX = Pattern.compile("[a-z0-9][a-z0-9-]{0,29}");
    private static final int MAX_BUCKET = 63;

    public S3Endpoint {
        Objects.requireNonNull(accessKey, "accessKey");
        Objects.requireNonNull(secretKey, "secretKey");
        Objects.requireNonNull(provisioning, "provisioning");
        url = acceptedUrl(url);
        bucketPrefix = acceptedPrefix(bucketPrefix == null ? S3Settings.DEFAULT_BUCKET_PREFIX : bucketPrefix);
    }

    /** "127.0.0.1:9000"; the scheme's port when the URL names none. */
    public String hostPort() {
        URI uri = URI.create(url);
        int port = uri.getPort() >= 0 ? uri.getPort() : "https".equalsIgnoreCase(uri.getScheme()) ? 443 : 80;
        return (uri.getHost().contains(":") ? "[" + uri.getHost() + "]" : uri.getHost()) + ":" + port;
    }

    /**
     * The location's bucket, {@code <prefix>-<location name>} with {@code _} as {@code -} (bucket names allow no
     * {@code _}), within the 63 characters a bucket name may have.
     */
    public String bucket(StoreLocation at) {
        // one character to spare: a bucket name must end in a letter or digit, so a trailing - gets a 0
        String name = at.nameWithin(MAX_BUCKET - bucketPrefix.length() - 2).replace('_', '-');
        return bucketPrefix + "-" + (name.endsWith("-") ? name + "0" : name);
    }

    @Override
    public String toString() {
        return "S3Endpoint[" + url + " bucket prefix " + bucketPrefix + " access key " + accessKey + " ("
                + provisioning.settingValue() + ")]";
    }

    private static String acceptedUrl(String url) {
        Objects.requireNonNull(url, "url");
        URI uri;
        try {
            uri = URI.create(url.trim());
        } catch (IllegalArgumentException e) {
            throw rejected(S3Settings.ENDPOINT, url, "it is not a URL; accepted: http://host:port or"
                    + " https://host[:port]");
        }
        if (uri.getRawUserInfo() != null) {
            throw rejected(S3Settings.ENDPOINT, uri.getScheme() + "://***@" + uri.getHost(), "give the keys in "
                    + S3Settings.ACCESS_KEY + " and " + S3Settings.SECRET_KEY + ", not in the URL");
        }
        boolean web = "http".equalsIgnoreCase(uri.getScheme()) || "https".equalsIgnoreCase(uri.getScheme());
        boolean bare = (uri.getRawPath() == null || uri.getRawPath().isEmpty() || uri.getRawPath().equals("/"))
                && uri.getRawQuery() == null && uri.getRawFragment() == null;
        if (!web || uri.getHost() == null || !bare) {
            throw rejected(S3Settings.ENDPOINT, url, "accepted: http://host:port or https://host[:port], nothing after"
                    + " the port (buckets are named by the suite)");
        }
        return uri.getScheme().toLowerCase(Locale.ROOT) + "://" + uri.getRawAuthority();
    }

    static String acceptedPrefix(String prefix) {
        if (!BUCKET_PREFIX.matcher(prefix).matches()) {
            throw rejected(S3Settings.BUCKET, prefix, "accepted: 1-30 characters of a-z, 0-9 and -, starting with a"
                    + " letter or digit (each store location gets a bucket named <prefix>-<location>)");
        }
        return prefix;
    }

    private static StoreUnavailableException rejected(String setting, String value, String why) {
        return new StoreUnavailableException(setting + " '" + value + "' is not accepted: " + why);
    }
}
