package org.repobench.store.jdbc;

import org.repobench.store.settings.Environment;
import org.repobench.store.settings.Provisioning;

import org.repobench.store.StoreUnavailableException;

import java.util.Optional;

/** Reads a server the user (or, in a fork, the host) named through {@link SettingNames}. */
public final class ExplicitServer {
    private ExplicitServer() {
    }

    /** The configured server, if a URL is set; throws with the setting's name when the settings are incomplete. */
    public static Optional<DatabaseServer> lookup(JdbcDialect dialect, Environment environment) {
        SettingNames names = dialect.settings();
        Optional<String> url = environment.get(names.url());
        if (url.isEmpty()) {
            return Optional.empty();
        }
        String user = environment.get(names.user()).orElseThrow(() -> new StoreUnavailableException(
                "store " + dialect.storeName() + ": " + names.url() + " is set but " + names.user()
                        + " is not; set it to the database user to connect as (e.g. "
                        + dialect.localExample().user() + ")"));
        String password = environment.get(names.password()).orElse("");
        Provisioning provisioning = environment.get(names.provisioning())
                .map(value -> Provisioning.parse(names.provisioning(), value))
                .orElse(Provisioning.EXPLICIT);
        return Optional.of(new DatabaseServer(dialect, url.get().trim(), user, password, provisioning));
    }
}
