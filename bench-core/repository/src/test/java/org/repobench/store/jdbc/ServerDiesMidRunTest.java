package org.repobench.store.jdbc;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repobench.provision.EmbeddedServers;
import org.repobench.provision.StartedServer;
import org.repobench.repository.BenchRepository;
import org.repobench.repository.RepositoryLevers;
import org.repobench.repository.RepositoryReadException;
import org.repobench.repository.model.Vocabulary;
import org.repobench.repository.read.Prefer;
import org.repobench.repository.read.RdfFormat;
import org.repobench.repository.write.ResourceWriter;
import org.repobench.store.StoreBackend;
import org.repobench.store.StoreLocation;

import java.io.ByteArrayOutputStream;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A database that goes away under an open repository: the GET fails with a message naming the store. */
class ServerDiesMidRunTest {
    @TempDir
    Path dir;

    @Test
    void aGetAfterTheServerStoppedFailsNamingTheStoreAndCause() throws Exception {
        StartedServer server = new EmbeddedServers().start(JdbcDialect.POSTGRESQL);
        StoreBackend backend = new JdbcStoreBackend(server.database(), JdbcConnections.check(server.database()));
        // a tiny cache, so the GET must go to the database for most nodes
        try (BenchRepository repository = BenchRepository.open(backend, new StoreLocation(dir, "dies"),
                new RepositoryLevers(false, 1))) {
            try (ResourceWriter writer = repository.writer(1)) {
                writer.put("/col", "");
                for (int i = 0; i < 20; i++) {
                    writer.post("/col", "");
                }
                writer.save();
            }
            server.close();

            RepositoryReadException error = assertThrows(RepositoryReadException.class, () -> repository.get("/col",
                    Prefer.DEFAULT, RdfFormat.NTRIPLES, new ByteArrayOutputStream(), Vocabulary.LDP_CONTAINS));
            assertTrue(error.getMessage().startsWith("GET http://localhost:8080/rest/col on store postgresql failed: "),
                    error.getMessage());
        } finally {
            server.close();
        }
    }
}
