package org.repobench.store.settings;

import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

/** {@link Environment} of this JVM; the credentials file is read once, when first needed. */
final class SystemEnvironment implements Environment {
    private Map<String, String> credentials;

    @Override
    public Optional<String> property(String name) {
        Optional<String> property = Environment.nonEmpty(System.getProperty(name));
        return property.isPresent() ? property : Environment.nonEmpty(credentials().get(name));
    }

    @Override
    public Optional<String> variable(String name) {
        return Environment.nonEmpty(System.getenv(name));
    }

    private synchronized Map<String, String> credentials() {
        if (credentials == null) {
            String file = System.getProperty(CredentialsFile.PROPERTY);
            credentials = file == null || file.isEmpty() ? Map.of() : CredentialsFile.read(Path.of(file));
        }
        return credentials;
    }
}
