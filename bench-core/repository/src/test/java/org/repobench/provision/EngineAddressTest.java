package org.repobench.provision;

import org.junit.jupiter.api.Test;

import java.net.URI;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Ports on loopback where the engine is on this machine, reached there, whatever Testcontainers would guess. */
class EngineAddressTest {

    @Test
    void aLocalEnginePublishesOnLoopbackAndIsReachedThere() {
        EngineAddress address = EngineAddress.of(URI.create("unix:///var/run/docker.sock"), Optional.empty());
        assertEquals(new EngineAddress(Optional.of("127.0.0.1"), "127.0.0.1"), address);
        assertEquals(address, EngineAddress.of(URI.create("npipe:////./pipe/docker_engine"), Optional.empty()));
    }

    @Test
    void aRemoteEngineIsReachedAtItsHostAndPublishesAsItIsConfigured() {
        assertEquals(new EngineAddress(Optional.empty(), "docker.example.org"),
                EngineAddress.of(URI.create("tcp://docker.example.org:2376"), Optional.empty()));
    }

    @Test
    void theOverrideNamesWhereThePortsAreReached() {
        assertEquals(new EngineAddress(Optional.of("127.0.0.1"), "10.0.0.5"),
                EngineAddress.of(URI.create("unix:///var/run/docker.sock"), Optional.of("10.0.0.5")));
    }
}
