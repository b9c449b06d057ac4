package org.repobench.store.settings;

import org.repobench.store.StoreUnavailableException;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** Where a database server came from; recorded with results because it changes what was measured. */
public enum Provisioning {
    EXPLICIT("explicit URL"),
    TESTCONTAINERS("testcontainers"),
    EMBEDDED("embedded");

    private final String label;

    Provisioning(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    /** The value of a {@code REPOBENCH_<STORE>_PROVISIONING} setting. */
    public String settingValue() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Parses a {@code *_PROVISIONING} setting; the error names the setting, the value and what is accepted. */
    public static Provisioning parse(String setting, String value) {
        for (Provisioning provisioning : values()) {
            if (provisioning.settingValue().equalsIgnoreCase(value.trim())) {
                return provisioning;
            }
        }
        throw new StoreUnavailableException(setting + " '" + value + "' is not accepted; accepted: "
                + Arrays.stream(values()).map(Provisioning::settingValue).collect(Collectors.joining(", ")));
    }
}
