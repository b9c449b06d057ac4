package org.repobench.provision;

import org.repobench.store.jdbc.JdbcDialect;
import org.repobench.store.settings.Environment;

/**
 * A run that is killed while its container runs: starts a PostgreSQL container as a run does, prints its source
 * address, and halts without running a shutdown hook, as SIGKILL would stop it.
 */
public final class KilledRunMain {
    private KilledRunMain() {
    }

    public static void main(String[] args) throws Exception {
        StartedServer server = new TestcontainersLauncher(Environment.system()).start(JdbcDialect.POSTGRESQL);
        System.out.println(server.database().address().hostPort());
        System.out.flush();
        Runtime.getRuntime().halt(137);
    }
}
