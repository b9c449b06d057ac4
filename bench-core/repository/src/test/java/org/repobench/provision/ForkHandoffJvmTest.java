package org.repobench.provision;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.repobench.store.StoreKind;
import org.repobench.store.settings.CredentialsFile;
import org.repobench.store.settings.Environment;
import org.repobench.store.jdbc.ExplicitServer;
import org.repobench.store.jdbc.JdbcConnections;
import org.repobench.store.jdbc.JdbcDialect;
import org.repobench.store.jdbc.DatabaseServer;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A password given to the host as a system property reaches a real fork JVM through the credentials file and
 * nowhere else. The configured server is the one CI names; a trusting server simply ignores the password.
 */
class ForkHandoffJvmTest {
    /** The database servers these tests need: the settings' URLs, else the embedded ones (see EveryStore). */
    @BeforeAll
    static void databases() {
        EveryStore.kinds();
    }

    private static final String PASSWORD = "fork-Secret-8812";

    @Test
    void aForkReadsThePasswordFromTheCredentialsFileAndTheArgumentsHoldNone() throws Exception {
        DatabaseServer configured = ExplicitServer.lookup(JdbcDialect.POSTGRESQL, Environment.system()).orElseThrow();
        Environment host = Environment.of(Map.of("REPOBENCH_POSTGRESQL_URL", configured.url(),
                "REPOBENCH_POSTGRESQL_USER", configured.user(), "REPOBENCH_POSTGRESQL_PASSWORD", PASSWORD), Map.of());
        StoreProvisioner provisioner = new StoreProvisioner(new DatabaseResolver(host, DockerProbe.answering(false),
                FakeLauncher.failing("unused"), FakeLauncher.failing("unused"), JdbcConnections::check),
                FakeS3Launcher.neverAsked(host), host);

        Path credentials;
        try (ProvisionedStores stores = provisioner.provision(EnumSet.of(StoreKind.POSTGRESQL), true)) {
            List<String> args = stores.forkJvmArgs();
            assertFalse(String.join(" ", args).contains(PASSWORD), args.toString());
            credentials = Path.of(args.stream().filter(arg -> arg.startsWith("-D" + CredentialsFile.PROPERTY + "="))
                    .findFirst().orElseThrow().substring(("-D" + CredentialsFile.PROPERTY + "=").length()));

            String fork = ForkJvm.run(args, "postgresql");

            assertTrue(fork.contains("FORK postgresql password-sha256=" + ForkProbeMain.sha256(PASSWORD)), fork);
            assertTrue(fork.contains("provisioning=explicit URL"), fork);
            assertFalse(fork.contains(PASSWORD), fork);
        }
        assertFalse(Files.exists(credentials));
    }
}
