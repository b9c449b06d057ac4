package org.repobench.store.jdbc;

import org.repobench.store.settings.Provisioning;

/**
 * The names one database is configured by, as environment variables or system properties of the same name. The host
 * hands a provisioned server to its forks under these names too, so a fork reads only explicit settings.
 */
public record SettingNames(String prefix) {

    public String url() {
        return prefix + "URL";
    }

    public String user() {
        return prefix + "USER";
    }

    public String password() {
        return prefix + "PASSWORD";
    }

    /** How the server was provisioned, for describing results: see {@link Provisioning}. */
    public String provisioning() {
        return prefix + "PROVISIONING";
    }
}
