package org.repobench.results;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class EnvironmentFileTest {
    @TempDir
    Path dir;

    @Test
    void readsAnyKeysFlattensNestingAndDropsCredentials() throws IOException {
        Files.writeString(dir.resolve("environment.json"), """
                {"git": {"revision": "abc123", "dirty": false},
                 "cores": 8,
                 "os": "Linux 6.1",
                 "stores": {"POSTGRESQL": {"url": "jdbc:postgresql://db:5432/bench?user=bench&password=hunter2",
                                           "password": "hunter2", "clientSecret": "s3"},
                            "MYSQL": {"url": "mysql://bench:hunter2@db/bench"}},
                 "profilers": ["gc", "stack"],
                 "API_TOKEN": "t0k3n"}
                """);
        Path results = dir.resolve("latest.json");
        Map<String, String> env = EnvironmentFile.read(EnvironmentFile.besides(results).orElseThrow());
        assertEquals("abc123", env.get("git.revision"));
        assertEquals("false", env.get("git.dirty"));
        assertEquals("8", env.get("cores"));
        assertEquals("gc, stack", env.get("profilers"));
        assertFalse(env.containsKey("stores.POSTGRESQL.password"));
        assertFalse(env.containsKey("stores.POSTGRESQL.clientSecret"));
        assertFalse(env.containsKey("API_TOKEN"));
        assertEquals("jdbc:postgresql://db:5432/bench?user=bench&password=***", env.get("stores.POSTGRESQL.url"));
        assertEquals("mysql://bench:***@db/bench", env.get("stores.MYSQL.url"));
        assertFalse(env.toString().contains("hunter2"), env.toString());
    }

    @Test
    void noEnvironmentFileBesideIsEmpty() {
        assertTrue(EnvironmentFile.besides(dir.resolve("latest.json")).isEmpty());
    }

    @Test
    void nonObjectIsRejectedWithTheFileName() throws IOException {
        Path env = Files.writeString(dir.resolve("environment.json"), "[1, 2]");
        ResultFileException e = assertThrows(ResultFileException.class, () -> EnvironmentFile.read(env));
        assertTrue(e.getMessage().startsWith(env.toString()), e.getMessage());
    }

    @Test
    void jvmArgumentsAreScrubbed() {
        assertEquals("-Dbench.db.password=***", Secrets.scrub("-Dbench.db.password=hunter2"));
        assertEquals("-Xmx4g", Secrets.scrub("-Xmx4g"));
        assertTrue(Secrets.isSecretKey("db.Password"));
        assertFalse(Secrets.isSecretKey("git.revision"));
    }
}
