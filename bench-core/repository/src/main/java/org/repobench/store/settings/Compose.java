package org.repobench.store.settings;

/**
 * The command that brings up docker/compose.yml's servers, as every message that offers them words it. The project
 * name is given so that a second checkout's servers are the same project, and `down -v` finds what `up` made.
 */
public final class Compose {
    /** Starts every compose server; append a service name (e.g. " minio") for one. */
    public static final String UP = "docker compose -p repobench -f docker/compose.yml up -d";

    private Compose() {
    }
}
