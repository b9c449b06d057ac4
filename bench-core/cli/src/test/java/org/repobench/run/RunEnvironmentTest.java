package org.repobench.run;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repobench.ldp.fedora.ServerOptions;
import org.repobench.ldp.fedora.TestBuilds;
import org.repobench.provision.DatabaseResolver;
import org.repobench.provision.DockerProbe;
import org.repobench.provision.ProvisionedStores;
import org.repobench.provision.S3Resolver;
import org.repobench.provision.ServerStartException;
import org.repobench.provision.StartedS3;
import org.repobench.provision.StoreProvisioner;
import org.repobench.results.EnvironmentFile;
import org.repobench.store.BinaryStoreKind;
import org.repobench.store.StoreKind;
import org.repobench.store.settings.Environment;
import org.repobench.store.settings.Provisioning;
import org.repobench.store.s3.S3Endpoint;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/** environment.json names the binary stores and where the S3 endpoint came from, and never its keys. */
class RunEnvironmentTest {
    private static final String SECRET_KEY = "env-Secret-Key-4242";
    private static final String ACCESS_KEY = "env-access-key-17";

    @TempDir
    Path dir;

    @Test
    void theBinaryStoresAndTheS3EndpointKindAreRecordedWithoutCredentials() throws Exception {
        Environment nothing = Environment.of(Map.of(), Map.of());
        S3Endpoint endpoint = new S3Endpoint("http://127.0.0.1:41236", "repobench", ACCESS_KEY, SECRET_KEY,
                Provisioning.EMBEDDED);
        StoreProvisioner provisioner = new StoreProvisioner(
                new DatabaseResolver(nothing, DockerProbe.answering(false), dialect -> {
                    throw new ServerStartException("unused");
                }, dialect -> {
                    throw new ServerStartException("unused");
                }, target -> {
                    throw new AssertionError("no database in this run");
                }),
                new S3Resolver(nothing, DockerProbe.answering(false), prefix -> {
                    throw new ServerStartException("no Docker here");
                }, prefix -> StartedS3.of(endpoint, "FakeS3", "fake S3", () -> {
                }), checked -> {
                }), nothing);

        Path file = dir.resolve("environment.json");
        try (ProvisionedStores stores = provisioner.provision(EnumSet.of(StoreKind.FILE), true,
                EnumSet.of(BinaryStoreKind.FILE, BinaryStoreKind.S3))) {
            ObjectNode environment = RunEnvironment.capture(stores, List.of(TestBuilds.FEDORA_6_1_0),
                    ServerOptions.NONE);
            RunEnvironment.write(environment, file);
        }

        String json = Files.readString(file);
        assertFalse(json.contains(SECRET_KEY), json);
        assertFalse(json.contains(ACCESS_KEY), json);
        Map<String, String> entries = EnvironmentFile.read(file);
        assertEquals("file", entries.get("stores.FILE.binaryStore"), entries.toString());
        assertEquals("6.1.0", entries.get("fedoraBuilds.FEDORA_6_1_0.version"), entries.toString());
        assertEquals("fedora-6.1.0", entries.get("fedoraBuilds.FEDORA_6_1_0.target"), entries.toString());
        assertEquals(TestBuilds.FEDORA_6_1_0.sha256(), entries.get("fedoraBuilds.FEDORA_6_1_0.sha256"));
        assertEquals("org.fcrepo:fcrepo-webapp:war:6.1.0", entries.get("fedoraBuilds.FEDORA_6_1_0.origin"));
        assertEquals("file", entries.get("binaryStores.FILE.binaryStore"), entries.toString());
        assertEquals("s3", entries.get("binaryStores.S3.binaryStore"), entries.toString());
        assertEquals("embedded", entries.get("binaryStores.S3.s3Endpoint"), entries.toString());
        assertEquals("127.0.0.1:41236", entries.get("binaryStores.S3.s3Address"), entries.toString());
        assertEquals("embedded FakeS3 on 127.0.0.1:41236 (no Docker engine; set REPOBENCH_S3_ENDPOINT to use your"
                + " own)", entries.get("binaryStores.S3.source"));
    }
}
