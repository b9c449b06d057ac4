package org.repobench.provision;

import org.repobench.store.jdbc.CredentialsFile;
import org.repobench.store.jdbc.Environment;
import org.repobench.store.jdbc.JdbcTarget;
import org.repobench.store.jdbc.JdbcUrl;
import org.repobench.store.jdbc.SettingNames;

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
 * How the host tells JMH forks where the databases are. JMH records every fork's JVM arguments in its result JSON,
 * so the {@code -D} arguments carry only what may be published (URL, user, how the server was provisioned); a
 * password, or a URL that embeds one, goes into a credentials file only its owner can read, whose path is passed
 * instead. A password the user exported as an environment variable is left there: forks inherit it.
 */
final class ForkHandoff implements AutoCloseable {
    private final Map<String, String> properties;
    private final Path credentialsFile;

    private ForkHandoff(Map<String, String> properties, Path credentialsFile) {
        this.properties = Collections.unmodifiableMap(properties);
        this.credentialsFile = credentialsFile;
    }

    static ForkHandoff prepare(List<JdbcTarget> targets, Environment environment) throws IOException {
        Map<String, String> properties = new LinkedHashMap<>();
        Map<String, String> secrets = new TreeMap<>();
        for (JdbcTarget target : targets) {
            SettingNames names = target.dialect().settings();
            (JdbcUrl.holdsSecret(target.url()) ? secrets : properties).put(names.url(), target.url());
            properties.put(names.user(), target.user());
            properties.put(names.provisioning(), target.provisioning().settingValue());
            boolean inherited = environment.variable(names.password()).equals(Optional.of(target.password()));
            if (!target.password().isEmpty() && !inherited) {
                secrets.put(names.password(), target.password());
            }
        }
        Path file = null;
        if (!secrets.isEmpty()) {
            file = CredentialsFile.create(secrets);
            // a backstop for a host that never reaches close(), e.g. one stopped by Ctrl-C
            file.toFile().deleteOnExit();
            properties.put(CredentialsFile.PROPERTY, file.toString());
        }
        return new ForkHandoff(properties, file);
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

    Optional<Path> credentialsFile() {
        return Optional.ofNullable(credentialsFile);
    }

    @Override
    public void close() throws IOException {
        if (credentialsFile != null) {
            Files.deleteIfExists(credentialsFile);
        }
    }
}
