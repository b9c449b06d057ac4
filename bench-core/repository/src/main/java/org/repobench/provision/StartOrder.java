package org.repobench.provision;

import org.repobench.store.StoreUnavailableException;

import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * How the suite gets a server it must start itself, the same for databases and S3: a container when a Docker engine
 * runs, else an embedded server. Every attempt that fails adds its one-line reason to {@code tried}, whose first line
 * says which setting was not given.
 */
final class StartOrder {
    /** Starts a server. */
    @FunctionalInterface
    interface Start<S> {
        S start() throws ServerStartException;
    }

    /** Checks a started server and makes the result; throws {@link StoreUnavailableException} if it does not answer. */
    @FunctionalInterface
    interface Use<S, R> {
        R use(S started);
    }

    private StartOrder() {
    }

    static <R> Optional<R> first(DockerProbe docker, Supplier<Optional<R>> container,
                                 Supplier<Optional<R>> embedded, List<String> tried) {
        Optional<String> noContainers = docker.unavailable();
        if (noContainers.isEmpty()) {
            Optional<R> started = container.get();
            if (started.isPresent()) {
                return started;
            }
        } else {
            tried.add(noContainers.get());
        }
        return embedded.get();
    }

    /** Starts and checks one server; one that starts but does not answer is stopped again. */
    static <S extends AutoCloseable, R> Optional<R> attempt(Start<S> start, Use<S, R> use, String path,
                                                            List<String> tried) {
        S server;
        try {
            server = start.start();
        } catch (ServerStartException e) {
            tried.add(e.getMessage());
            return Optional.empty();
        }
        try {
            return Optional.of(use.use(server));
        } catch (StoreUnavailableException e) {
            tried.add(path + " server started but did not answer: " + e.getMessage());
            try {
                server.close();
            } catch (Exception stopFailure) {
                e.addSuppressed(stopFailure);
            }
            return Optional.empty();
        }
    }

    /** What was tried before the server that runs, for its source line: all but the first line. */
    static String note(List<String> tried) {
        return tried.size() > 1 ? String.join("; ", tried.subList(1, tried.size())) : "";
    }
}
