package org.repobench.run;

import org.repobench.jmh.TargetSettings;
import org.repobench.ldp.LdpClient;
import org.repobench.ldp.LdpServer;
import org.repobench.workload.LdpFixtures;
import org.repobench.workload.WorkloadFixture;

import java.io.PrintStream;
import java.util.List;

/**
 * A server given by URL, a Fedora of the user's own, left as the run found it. Everything a run writes there is under
 * one container, {@link LdpFixtures#CONTAINER}: where the run made it, the run deletes it at the end with all it
 * loaded below it (its tombstone too), so the user's data is as it was; where it was there already (an earlier run
 * kept its fixtures), only the fixtures this pass loaded go. With {@link TargetSettings#KEEP} nothing goes.
 */
final class LeftAsFound {
    private final LdpServer server;
    private final boolean containerWasThere;

    private LeftAsFound(LdpServer server, boolean containerWasThere) {
        this.server = server;
        this.containerWasThere = containerWasThere;
    }

    /** Looks, before the pass writes anything, whether the run's container is there. */
    static LeftAsFound look(LdpServer server) {
        try (LdpClient client = new LdpClient(server)) {
            return new LeftAsFound(server, client.exists(LdpFixtures.CONTAINER));
        }
    }

    /**
     * After the pass: the container deleted if the run made it, else the pass's fixtures; nothing when they are to be
     * kept. Each said in one line.
     */
    void restore(boolean keep, List<WorkloadFixture> fixtures, PrintStream out) {
        String container = server.root() + LdpFixtures.CONTAINER;
        if (keep) {
            out.println("# repobench: fixtures kept on " + container + " (" + TargetSettings.KEEP + "=true)");
            return;
        }
        try (LdpClient client = new LdpClient(server)) {
            if (containerWasThere) {
                fixtures.forEach(fixture -> LdpFixtures.remove(client, fixture));
                out.println("# repobench: removed the fixtures this run loaded from " + container
                        + ", which was there before it");
            } else if (client.exists(LdpFixtures.CONTAINER)) {
                client.deleteWithTombstone(LdpFixtures.CONTAINER);
                out.println("# repobench: removed " + container + ", which this run made, with all it loaded there");
            }
        }
    }
}
