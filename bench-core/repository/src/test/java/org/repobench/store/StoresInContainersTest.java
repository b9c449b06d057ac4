package org.repobench.store;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.model.Container;
import com.github.dockerjava.api.model.ContainerPort;
import com.github.dockerjava.api.model.Network;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.repobench.provision.DatabaseResolver;
import org.repobench.provision.ProvisionedStores;
import org.repobench.provision.Resolution;
import org.repobench.provision.TestEngine;
import org.repobench.provision.TestcontainersDockerProbe;
import org.repobench.repository.BenchRepository;
import org.repobench.repository.RepositoryLevers;
import org.repobench.repository.write.ResourceWriter;
import org.repobench.store.jdbc.JdbcConnections;
import org.repobench.store.jdbc.JdbcDialect;
import org.repobench.store.settings.Environment;
import org.repobench.store.settings.Provisioning;
import org.testcontainers.DockerClientFactory;

import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The Testcontainers branch for real, on the engine this JVM reaches (CI's .ci/run starts one, and builds stand-in
 * images from Debian's packages where no registry is reachable: docker/engine.sh, docker/images.sh). PostgreSQL,
 * MySQL and S3 come from containers published on 127.0.0.1 only, each on a network of its own and labelled with its
 * owner; a repository keeps its nodes in each database and its binaries in S3; and when the run ends, no container and
 * no network of it is left.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class StoresInContainersTest {
    // the label every container and network the suite starts carries (docs/reference.md names it)
    private static final String OWNER = "org.repobench.owner.pid=" + ProcessHandle.current().pid();
    private static final int MEMBERS = 4;
    private DockerClient docker;
    private ProvisionedStores stores;

    // why no engine can serve, if none can: each test then says it skipped, rather than the class counting 0 tests
    private Optional<String> noEngine;

    @BeforeAll
    void startContainers() {
        noEngine = TestEngine.unavailable();
        if (noEngine.isPresent()) {
            return;
        }
        docker = DockerClientFactory.instance().client();
        assertEquals(List.of(), ours(), "containers of this JVM before the test");
        stores = TestEngine.containersOnly().provision(EnumSet.allOf(StoreKind.class), true,
                EnumSet.of(BinaryStoreKind.FILE, BinaryStoreKind.S3));
        stores.sources().forEach((store, line) -> System.out.println(store + ": " + line));
    }

    @AfterAll
    void stopContainers() {
        if (stores == null) {
            return;
        }
        stores.close();
        assertEquals(List.of(), ours().stream().map(Container::getNames).map(List::of).toList(),
                "containers left when the run ended");
        assertEquals(List.of(), ourNetworks().stream().map(Network::getName).toList(),
                "networks left when the run ended");
    }

    @Test
    void everyServerIsAContainerPublishedOnLoopbackOnlyOnANetworkOfItsOwn() {
        assumeTrue(noEngine.isEmpty(), noEngine::get);
        for (String store : List.of("postgresql", "mysql", "s3")) {
            assertTrue(stores.sources().get(store).contains(" in testcontainers "), store + ": "
                    + stores.sources().get(store));
        }
        List<Container> containers = ours();
        assertEquals(3, containers.size(), containers.toString());
        for (Container container : containers) {
            assertTrue(container.getPorts().length > 0, container.getImage());
            for (ContainerPort port : container.getPorts()) {
                if (port.getPublicPort() != null) {
                    assertEquals("127.0.0.1", port.getIp(), container.getImage() + " publishes " + port.getPrivatePort()
                            + " on " + port.getIp());
                }
            }
            Map<String, ?> networks = container.getNetworkSettings().getNetworks();
            assertEquals(1, networks.size(), networks.keySet().toString());
            assertNotEquals("bridge", networks.keySet().iterator().next());
        }
        assertEquals(3, ourNetworks().size());
    }

    @ParameterizedTest
    @EnumSource(names = {"POSTGRESQL", "MYSQL"})
    void aRepositoryKeepsItsNodesInTheDatabaseAndItsBinariesInS3(StoreKind kind, @TempDir Path dir)
            throws Exception {
        assumeTrue(noEngine.isEmpty(), noEngine::get);
        StoreBackend backend = kind.backend().withBinaries(BinaryStoreKind.S3);
        StoreLocation location = BinaryTestSupport.location(dir, "containers");
        byte[] bytes = BinaryTestSupport.randomBytes();
        String binary;
        try {
            try (BenchRepository repository = BenchRepository.open(backend, location, RepositoryLevers.DEFAULTS)) {
                try (ResourceWriter writer = repository.writer(1)) {
                    writer.put("/col", "");
                    for (int i = 0; i < MEMBERS; i++) {
                        writer.post("/col", "");
                    }
                    writer.save();
                }
                binary = BinaryTestSupport.postBinary(repository, bytes);
            }
            try (BenchRepository reopened = BenchRepository.open(backend, location, RepositoryLevers.DEFAULTS)) {
                assertEquals(MEMBERS, reopened.<Long>inspect(s -> s.getNode("/col").getNodes().getSize()));
                BinaryTestSupport.assertStored(reopened, binary, bytes);
            }
            assertTrue(backend.bytesStored(location) > 0);
        } finally {
            backend.delete(location);
            backend.close();
        }
    }

    /** A server the settings name wins over Docker: here, the container's own address, given as a URL. */
    @Test
    void aUrlGivenWinsOverDockerAndDockerOverTheEmbeddedServer() {
        assumeTrue(noEngine.isEmpty(), noEngine::get);
        // while the stores are provisioned, this JVM's settings name the containers, as a user's URL would
        DatabaseResolver resolver = new DatabaseResolver(Environment.system(), new TestcontainersDockerProbe(),
                dialect -> {
                    throw new AssertionError("a URL is set, so no container may be started");
                }, dialect -> {
                    throw new AssertionError("a URL is set, so no embedded server may be started");
                }, JdbcConnections::check);
        int before = ours().size();
        try (Resolution named = resolver.resolve(JdbcDialect.POSTGRESQL)) {
            assertEquals(Provisioning.TESTCONTAINERS, named.database().orElseThrow().provisioning(),
                    "the URL's provisioning, as handed over");
            assertTrue(named.source().contains("from REPOBENCH_POSTGRESQL_URL"), named.source());
        } catch (Exception e) {
            throw new AssertionError(e);
        }
        assertEquals(before, ours().size(), "no container was started");
    }

    private List<Container> ours() {
        return docker.listContainersCmd().withShowAll(true).withLabelFilter(List.of(OWNER)).exec();
    }

    private List<Network> ourNetworks() {
        return docker.listNetworksCmd().withFilter("label", List.of(OWNER)).exec();
    }
}
