package org.repobench.provision;

import java.util.HashMap;
import java.util.Map;

/**
 * Gives the host JVM the same settings as its forks while a run lasts, so that work done in the host (building
 * fixtures, a {@code -f 0} smoke run) reaches the same servers; the previous values come back on close.
 */
final class HostProperties implements AutoCloseable {
    private final Map<String, String> previous = new HashMap<>();

    HostProperties(Map<String, String> properties) {
        properties.forEach((name, value) -> previous.put(name, System.setProperty(name, value)));
    }

    @Override
    public void close() {
        previous.forEach((name, value) -> {
            if (value == null) {
                System.clearProperty(name);
            } else {
                System.setProperty(name, value);
            }
        });
    }
}
