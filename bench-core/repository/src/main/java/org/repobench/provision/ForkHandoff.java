package org.repobench.provision;

import org.repobench.store.settings.CredentialsFile;
import org.repobench.store.settings.Environment;
import org.repobench.store.jdbc.DatabaseServer;
import org.repobench.store.jdbc.JdbcUrl;
import org.repobench.store.jdbc.SettingNames;
import org.repobench.store.s3.S3Endpoint;
import org.repobench.store.s3.S3Settings;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * How the host tells JMH forks where the databases and the S3 endpoint are. JMH records every fork's JVM arguments in
 * its result JSON, so the {@code -D} arguments carry only what may be published (URL, user, access key, how the
 * server was provisioned); a password, a URL that embeds one, or the S3 secret key goes into a credentials file only
 * its owner can read, whose path is passed instead. A secret the user exported as an environment variable is left
 * there: forks inherit it.
 */
final class ForkHandoff implements AutoCloseable {
    private final Map<String, String> properties;
    private final Path credentialsFile;

    private ForkHandoff(Map<String, String> properties, Path credentialsFile) {
        this.properties = Collections.unmodifiableMap(properties);
        this.credentialsFile = credentialsFile;
    }

    static ForkHandoff prepare(List<DatabaseServer> databases, Optional<S3Endpoint> s3, Environment environment)
            throws IOException {
        Map<String, String> properties = new LinkedHashMap<>();
        Map<String, String> secrets = new TreeMap<>();
        for (DatabaseServer database : databases) {
            SettingNames names = database.dialect().settings();
            (JdbcUrl.holdsSecret(database.url()) ? secrets : properties).put(names.url(), database.url());
            properties.put(names.user(), database.user());
            properties.put(names.provisioning(), database.provisioning().settingValue());
            putSecret(secrets, names.password(), database.password(), environment);
        }
        s3.ifPresent(endpoint -> {
            properties.put(S3Settings.ENDPOINT, endpoint.url());
            properties.put(S3Settings.BUCKET, endpoint.bucketPrefix());
            properties.put(S3Settings.ACCESS_KEY, endpoint.accessKey());
            properties.put(S3Settings.PROVISIONING, endpoint.provisioning().settingValue());
            putSecret(secrets, S3Settings.SECRET_KEY, endpoint.secretKey(), environment);
        });
        Path file = null;
        if (!secrets.isEmpty()) {
            file = CredentialsFile.create(secrets);
            // a backstop for a host that never reaches close(), e.g. one stopped by Ctrl-C
            file.toFile().deleteOnExit();
            properties.put(CredentialsFile.PROPERTY, file.toString());
        }
        return new ForkHandoff(properties, file);
    }

    /** A secret goes into the file unless it is empty or the forks inherit it as the same environment variable. */
    private static void putSecret(Map<String, String> secrets, String name, String value, Environment environment) {
        boolean inherited = environment.variable(name).equals(Optional.of(value));
        if (!value.isEmpty() && !inherited) {
            secrets.put(name, value);
        }
    }

    /** System properties for every fork (and, while the run lasts, for the host itself). */
    Map<String, String> properties() {
        return properties;
    }

    List<String> jvmArgs() {
        List<String> args = new ArrayList<>();
        properties.forEach((name, value) -> args.add("-D" + name + "=" + value));
        return List.copyOf(args);
    }

    @Override
    public void close() throws IOException {
        if (credentialsFile != null) {
            Files.deleteIfExists(credentialsFile);
        }
    }
}
