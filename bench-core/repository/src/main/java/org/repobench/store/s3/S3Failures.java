package org.repobench.store.s3;

import org.repobench.api.Causes;

import com.amazonaws.AmazonServiceException;
import com.amazonaws.SdkClientException;

import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;

/** Turns a failed S3 request into one line naming the endpoint, the cause and what to change; never the secret key. */
final class S3Failures {
    private static final int FIRST_LINE_LIMIT = 200;

    private S3Failures() {
    }

    /** "s3 endpoint 127.0.0.1:9000: <what>: <cause> — <advice>". */
    static String message(S3Endpoint endpoint, String what, SdkClientException failure) {
        return "s3 endpoint " + endpoint.hostPort() + ": " + what + ": " + cause(endpoint, failure);
    }

    private static String cause(S3Endpoint endpoint, SdkClientException failure) {
        if (failure instanceof AmazonServiceException service) {
            String code = service.getErrorCode() == null ? "HTTP " + service.getStatusCode() : service.getErrorCode();
            return switch (code) {
                case "InvalidAccessKeyId", "SignatureDoesNotMatch" -> "the server rejected the keys (" + code
                        + ") — check " + S3Settings.ACCESS_KEY + " and " + S3Settings.SECRET_KEY;
                case "AccessDenied" -> "access denied — the suite creates a bucket per store location, named "
                        + endpoint.bucketPrefix() + "-<location>: let the keys create and delete such buckets, or"
                        + " choose another prefix with " + S3Settings.BUCKET;
                default -> code + ": " + firstLine(endpoint, service.getErrorMessage()) + " (HTTP "
                        + service.getStatusCode() + ")";
            };
        }
        for (Throwable t : Causes.of(failure)) {
            if (t instanceof ConnectException) {
                return "connection refused — is the server running? Start it, or set " + S3Settings.ENDPOINT
                        + " to a running one";
            }
            if (t instanceof UnknownHostException) {
                // ModeShape's S3 client (SDK v1, no path-style option) addresses a bucket as <bucket>.<host> unless
                // the host is an IPv4 address
                return "unknown host '" + t.getMessage() + "' — buckets are addressed as <bucket>.<host> unless the"
                        + " endpoint's host is an IPv4 address: give one (e.g. http://127.0.0.1:9000) or a host whose"
                        + " subdomains resolve, in " + S3Settings.ENDPOINT;
            }
            if (t instanceof NoRouteToHostException || t instanceof SocketTimeoutException) {
                return "no answer (" + t.getClass().getSimpleName() + ") — is the host reachable and the port open?"
                        + " Check " + S3Settings.ENDPOINT;
            }
        }
        return firstLine(endpoint, failure.getMessage());
    }

    /** The first line of a message, without the secret key. */
    static String firstLine(S3Endpoint endpoint, String message) {
        String text = message == null ? "" : message;
        if (!endpoint.secretKey().isEmpty()) {
            text = text.replace(endpoint.secretKey(), "***");
        }
        String line = text.strip().split("\\R", 2)[0];
        return line.length() > FIRST_LINE_LIMIT ? line.substring(0, FIRST_LINE_LIMIT) + "..." : line;
    }
}
