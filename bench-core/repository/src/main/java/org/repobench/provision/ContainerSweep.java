package org.repobench.provision;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.exception.DockerException;
import com.github.dockerjava.api.model.Container;
import com.github.dockerjava.api.model.Network;

import java.util.List;
import java.util.Map;

/**
 * Removes the containers and networks that runs whose JVM died left behind (killed, crashed): those labelled with an
 * owner on this host that no longer runs ({@link ContainerOwner}). What a live run uses, and anything not ours, stays.
 * It stands in for Testcontainers' Ryuk, which needs an image of its own that a machine without a registry cannot pull.
 */
final class ContainerSweep {
    @SuppressWarnings("checkstyle:quotedParamName")  // Docker's filter, not the JMH param
    private static final String LABEL_FILTER = "label";

    private ContainerSweep() {
    }

    /** What was removed. */
    record Swept(int containers, int networks) {
        boolean any() {
            return containers + networks > 0;
        }

        @Override
        public String toString() {
            return "removed " + containers + " container(s) and " + networks + " network(s) that a run which no longer"
                    + " runs left";
        }
    }

    static Swept sweep(DockerClient docker) {
        String host = ContainerOwner.hostName();
        int containers = 0;
        List<Container> labelled = docker.listContainersCmd().withShowAll(true)
                .withLabelFilter(List.of(ContainerOwner.PID)).exec();
        for (Container container : labelled) {
            if (deadOwner(container.getLabels(), host)) {
                try {
                    docker.removeContainerCmd(container.getId()).withForce(true).withRemoveVolumes(true).exec();
                    containers++;
                } catch (DockerException goneOrBusy) {
                    // removed meanwhile, or left for the next sweep
                }
            }
        }
        int networks = 0;
        List<Network> labelledNetworks = docker.listNetworksCmd()
                .withFilter(LABEL_FILTER, List.of(ContainerOwner.PID)).exec();
        for (Network network : labelledNetworks) {
            if (deadOwner(network.getLabels(), host)) {
                try {
                    docker.removeNetworkCmd(network.getId()).exec();
                    networks++;
                } catch (DockerException goneOrBusy) {
                    // removed meanwhile, or still holding a container: the next sweep
                }
            }
        }
        return new Swept(containers, networks);
    }

    private static boolean deadOwner(Map<String, String> labels, String host) {
        return ContainerOwner.of(labels).map(owner -> owner.deadOn(host)).orElse(false);
    }
}
