package org.repobench.ldp.fedora;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repobench.ldp.ServerProbe;
import org.repobench.store.BinaryStoreKind;
import org.repobench.store.StoreKind;
import org.repobench.store.settings.Environment;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What a fork measures of a managed server's storage: the target's home, found by its URL, unless told not to. */
class ServerStorageTest {
    private static final URI ROOT = URI.create("http://127.0.0.1:8080/fcrepo/rest/");

    @TempDir
    Path home;

    private Map<String, String> handedOver() {
        ServerStorage storage = new ServerStorage(FedoraLine.FEDORA_6, "fedora-6.1.0", StoreKind.FILE,
                BinaryStoreKind.FILE, home, Optional.empty());
        Map<String, String> settings = new HashMap<>();
        storage.forkArgs().forEach(arg -> settings.put(arg.substring(2, arg.indexOf('=')),
                arg.substring(arg.indexOf('=') + 1)));
        settings.put(ServerProbe.URL_SETTING, "http://127.0.0.1:8080/fcrepo/rest");
        return settings;
    }

    @Test
    void theTargetsHomeIsMeasuredFileByFile() throws IOException {
        Files.write(home.resolve("inventory.json"), new byte[1234]);
        Files.createDirectories(home.resolve("ocfl"));
        Files.write(home.resolve("ocfl/v1"), new byte[766]);
        ServerStorage storage = ServerStorage.measured(Environment.of(handedOver(), Map.of()), ROOT).orElseThrow();
        assertEquals(2000, storage.homeBytes());
        assertEquals(0, storage.databaseBytes(), "the file store keeps its database in its home");
        assertEquals(2000, storage.bytes());
    }

    @Test
    void anotherServerOrNoMeasuringGivesNothing() {
        Map<String, String> settings = handedOver();
        assertTrue(ServerStorage.measured(Environment.of(settings, Map.of()),
                URI.create("http://127.0.0.1:9090/fcrepo/rest/")).isEmpty(), "the server beside, or any other");
        settings.put(ServerStorage.NOT_MEASURED_SETTING, "true");
        assertTrue(ServerStorage.measured(Environment.of(settings, Map.of()), ROOT).isEmpty(), "--no-bytes-stored");
        assertTrue(ServerStorage.measured(Environment.of(Map.of(ServerProbe.URL_SETTING, ROOT.toString()), Map.of()),
                ROOT).isEmpty(), "a server given by URL");
    }
}
