package org.repobench.provision;

import com.github.dockerjava.api.command.CreateContainerCmd;
import com.github.dockerjava.api.model.ExposedPort;
import com.github.dockerjava.api.model.HostConfig;
import com.github.dockerjava.api.model.Ports;
import org.testcontainers.containers.GenericContainer;
import org.testcontainers.containers.Network;
import org.testcontainers.containers.output.OutputFrame;

import java.util.HashMap;
import java.util.Map;
import java.util.function.Consumer;

/**
 * A container the suite started, the way every one is started: labelled with the JVM that owns it, so the next run
 * removes it if this one is killed ({@link ContainerSweep}); its ports published on 127.0.0.1 only where the engine is
 * on this machine, whatever the engine's default ({@link EngineAddress}); and on a network of its own, made for it and
 * removed with it. The container must answer {@link #host()} as its host (its getHost() overridden where it is made:
 * Testcontainers' own answer would be the bridge's gateway wherever this JVM runs in a container); a container that
 * answers another is refused before anything starts.
 */
final class OwnedContainer implements AutoCloseable {
    private final GenericContainer<?> container;
    private final Network network;

    private OwnedContainer(GenericContainer<?> container, Network network) {
        this.container = container;
        this.network = network;
    }

    /**
     * Starts the container; if it does not start, stops what did and removes its network.
     *
     * @param description how the source line names it, e.g. "testcontainers postgres:15"
     * @throws ServerStartException one line: the description and the engine's (or the container's) own answer
     */
    static OwnedContainer start(GenericContainer<?> container, String description) throws ServerStartException {
        if (!host().equals(container.getHost())) {
            // the ports are published where host() says; a container that answers another host is reached nowhere
            throw new IllegalArgumentException("a container the suite starts must answer OwnedContainer.host() ("
                    + host() + ") as its host, not " + container.getHost());
        }
        Map<String, String> labels = ContainerOwner.current().labels();
        Network network = Network.builder()
                .createNetworkCmdModifier(create -> create.withLabels(withAll(create.getLabels(), labels)))
                .build();
        container.withNetwork(network).withLabels(labels);
        EngineAddress.current().bindIp().ifPresent(ip -> container.withCreateContainerCmdModifier(
                create -> publishOn(create, ip)));
        // its last line, kept as it prints: a container that fails is gone, or its id forgotten, by the time the
        // failure reaches here
        LastLine printed = new LastLine();
        container.withLogConsumer(printed);
        OwnedContainer owned = new OwnedContainer(container, network);
        // a start can take minutes (an image to pull, a database to initialise): say what the run waits for
        System.err.println("# repobench: starting " + description + " ...");
        try {
            container.start();
            return owned;
        } catch (RuntimeException e) {
            owned.close();
            throw new ServerStartException(description + " did not start: " + ContainerFailures.of(e,
                    printed.get()), e);
        }
    }

    /** Where the containers' published ports are reached: what each container's {@code getHost()} must answer. */
    static String host() {
        return EngineAddress.current().host();
    }

    /** Stops and removes the container, then its network. */
    @Override
    public void close() {
        try {
            container.stop();
        } finally {
            network.close();
        }
    }

    /** Every published port on {@code ip} (a random host port unless one was fixed); Docker's default is all. */
    static void publishOn(CreateContainerCmd create, String ip) {
        HostConfig host = create.getHostConfig();
        if (host == null || host.getPortBindings() == null) {
            return;
        }
        Ports published = new Ports();
        for (Map.Entry<ExposedPort, Ports.Binding[]> entry : host.getPortBindings().getBindings().entrySet()) {
            for (Ports.Binding binding : entry.getValue() == null ? new Ports.Binding[] {Ports.Binding.empty()}
                    : entry.getValue()) {
                published.bind(entry.getKey(), new Ports.Binding(ip, binding.getHostPortSpec()));
            }
        }
        host.withPortBindings(published);
    }

    private static Map<String, String> withAll(Map<String, String> existing, Map<String, String> more) {
        Map<String, String> all = new HashMap<>(existing == null ? Map.of() : existing);
        all.putAll(more);
        return all;
    }

    /**
     * The last non-blank line a container printed, and nothing before it: the container prints for as long as it runs
     * (a whole run), and only its last word is ever said.
     */
    static final class LastLine implements Consumer<OutputFrame> {
        private volatile String last = "";

        @Override
        public void accept(OutputFrame frame) {
            if (frame.getBytes() == null) {
                return;
            }
            frame.getUtf8String().lines().map(String::strip).filter(line -> !line.isEmpty()).reduce((a, b) -> b)
                    .ifPresent(line -> last = line);
        }

        String get() {
            return last;
        }
    }
}
