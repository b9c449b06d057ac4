package org.repobench.provision;

import org.junit.jupiter.api.Test;
import org.repobench.store.StoreKind;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The real wiring: this machine's settings, Docker probe and embedded servers. */
class ForHostTest {

    @Test
    void theDockerProbeSeesAnEngineOnlyWhereOneCanBeReached() {
        boolean available = new TestcontainersDockerProbe().available();
        System.out.println("Docker engine available: " + available);
        boolean reachable = System.getenv("DOCKER_HOST") != null || Files.exists(Path.of("/var/run/docker.sock"))
                || Files.exists(Path.of(System.getProperty("user.home"), ".docker"));
        if (!reachable) {
            assertFalse(available, "no DOCKER_HOST, no /var/run/docker.sock, no ~/.docker, yet the probe found Docker");
        }
        assertEquals(available, new TestcontainersDockerProbe().available(), "a second probe answers the same");
    }

    /** With REPOBENCH_POSTGRESQL_URL set this uses that server; without it, Docker or the embedded server. */
    @Test
    void theHostProvisionsPostgresqlOneWayOrAnother() {
        try (ProvisionedStores stores = StoreProvisioner.forHost().provision(EnumSet.of(StoreKind.POSTGRESQL), true)) {
            assertEquals(EnumSet.of(StoreKind.POSTGRESQL), stores.available());
            System.out.println("postgresql: " + stores.sources().get("postgresql"));
            assertTrue(stores.forkJvmArgs().stream().anyMatch(arg -> arg.startsWith("-DREPOBENCH_POSTGRESQL_URL="
                    + "jdbc:postgresql://")), stores.forkJvmArgs().toString());
        }
    }
}
