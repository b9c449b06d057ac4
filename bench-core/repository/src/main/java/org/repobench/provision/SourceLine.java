package org.repobench.provision;

import org.repobench.store.settings.Provisioning;

/**
 * The one line a run prints per server, saying which path served it and how to use another, e.g.
 * {@code embedded PostgreSQL 14.15 on 127.0.0.1:PORT (no Docker engine; set REPOBENCH_POSTGRESQL_URL to use your own)}.
 */
final class SourceLine {
    private SourceLine() {
    }

    /**
     * @param server   what runs, e.g. "PostgreSQL 14.15", "S3Proxy 2.6.0"
     * @param address  host:port (and database) it is reached at
     * @param started  what the suite started, e.g. "testcontainers postgres:15"; null for the user's own server
     * @param note     what was tried first, e.g. "no Docker engine"; may be empty
     * @param setting  the setting that names the user's own server
     */
    static String of(String server, String address, Provisioning provisioning, String started, String note,
                     String setting) {
        if (started == null) {
            return server + " at " + address + " (from " + setting + ")";
        }
        String advice = (note.isEmpty() ? "" : note + "; ") + "set " + setting + " to use your own";
        if (provisioning == Provisioning.EMBEDDED) {
            return "embedded " + server + " on " + address + " (" + advice + ")";
        }
        return server + " in " + started + " on " + address + " (" + advice + ")";
    }
}
