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

    /**
     * The settings of another server of the same kind, each named here with {@code prefix} before its usual name: a
     * second server a fork is handed with its target's (side by side). Properties and credentials-file entries only: an
     * environment variable names the user's one server, never the second.
     */
    default Environment within(String prefix) {
        Environment outer = this;
        return new Environment() {
            @Override
            public Optional<String> property(String name) {
                return outer.property(prefix + name);
            }

            @Override
            public Optional<String> variable(String name) {
                return Optional.empty();
            }
        };
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
