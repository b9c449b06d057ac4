package org.repobench.store.settings;

import java.util.Map;
import java.util.Optional;

/**
 * Where database settings are looked up, in the host and in JMH forks alike. A system property (or an entry of the
 * credentials file the host handed this JVM, which stands in for a property too secret for the command line) wins
 * over an environment variable of the same name. Empty values count as unset.
 */
public interface Environment {

    /** A {@code -D} system property, or an entry of the host's credentials file. */
    Optional<String> property(String name);

    /** An environment variable; JMH forks inherit these from the host. */
    Optional<String> variable(String name);

    default Optional<String> get(String name) {
        Optional<String> property = property(name);
        return property.isPresent() ? property : variable(name);
    }

    /** This JVM's system properties, credentials file and environment. */
    static Environment system() {
        return new SystemEnvironment();
    }

    /** Fixed values, for tests. */
    static Environment of(Map<String, String> properties, Map<String, String> variables) {
        return new Environment() {
            @Override
            public Optional<String> property(String name) {
                return nonEmpty(properties.get(name));
            }

            @Override
            public Optional<String> variable(String name) {
                return nonEmpty(variables.get(name));
            }
        };
    }

    static Optional<String> nonEmpty(String value) {
        return value == null || value.isEmpty() ? Optional.empty() : Optional.of(value);
    }
}
