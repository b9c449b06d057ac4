package org.repobench.ldp.fedora;

import java.io.File;
import org.repobench.ldp.fedora.jetty12.Jetty12Server;
import org.repobench.store.settings.Environment;

import java.net.InetAddress;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The servlet API a war is written against, read from its web.xml's namespace, and so the container that serves it:
 * javax wars (Fedora 4 to 6) under jetty-runner 9.4 on the host's Java; Jakarta wars (Fedora 7) under an embedded
 * Jetty 12 ee10 ({@link org.repobench.ldp.fedora.jetty12.Jetty12Server}) on Java 21 or later.
 */
public enum ServletApi {
    JAVAX(17) {
        @Override
        void requireArtifacts(ServerArtifacts artifacts) {
            artifacts.jettyRunner();
        }

        @Override
        Path java(Environment environment) {
            return Path.of(System.getProperty("java.home"), "bin", "java");
        }

        @Override
        List<String> serve(ServerArtifacts artifacts, RunDirectory run, List<String> options, InetAddress address,
                           int port, Path webApp, Optional<Path> users) {
            List<String> command = new ArrayList<>();
            List<String> runnerOptions = new ArrayList<>();
            if (users.isPresent()) {
                // jetty-realm.xml reads the users file's path from this property
                command.add("-Djetty.users=" + users.get());
                runnerOptions.addAll(List.of("--config", ConfigFiles.copyResource("jetty-realm.xml",
                        run.conf().resolve("jetty-realm.xml")).toString()));
            }
            runnerOptions.addAll(options);
            command.addAll(ServerCommand.jetty(artifacts.jettyRunner(), runnerOptions, address, port, webApp,
                    run.requestLog()));
            return command;
        }
    },
    JAKARTA(21) {
        @Override
        void requireArtifacts(ServerArtifacts artifacts) {
            artifacts.jetty12Lib();
        }

        @Override
        Path java(Environment environment) {
            return ServerJava.find(minimumJava(), environment);
        }

        @Override
        List<String> serve(ServerArtifacts artifacts, RunDirectory run, List<String> options, InetAddress address,
                           int port, Path webApp, Optional<Path> users) {
            if (!options.isEmpty() || users.isEmpty()) {
                throw new IllegalArgumentException("Jetty 12 takes a users file and no jetty-runner options: "
                        + options);
            }
            // the main class is copied out of bench-ldp's jar so the server's class path holds Jetty and it alone
            Path classes = run.conf().resolve("jetty12-classes");
            ConfigFiles.copyClass(Jetty12Server.class, classes);
            return List.of("-cp", classes + File.pathSeparator + artifacts.jetty12Lib().resolve("*"),
                    Jetty12Server.class.getName(), address.getHostAddress(), String.valueOf(port),
                    ServerCommand.CONTEXT_PATH, webApp.toString(), users.get().toString(), run.requestLog().toString());
        }
    };

    /** The namespace of Jakarta EE's web.xml (Servlet 5 and later). */
    static final String JAKARTA_NAMESPACE = "https://jakarta.ee/xml/ns/jakartaee";

    private final int minimumJava;

    ServletApi(int minimumJava) {
        this.minimumJava = minimumJava;
    }

    /** The oldest Java its container runs on. */
    public int minimumJava() {
        return minimumJava;
    }

    /** The {@code java} executable its container runs on; one line when there is none. */
    abstract Path java(Environment environment);

    /** Fails, before anything is created, when the build lacks the container. */
    abstract void requireArtifacts(ServerArtifacts artifacts);

    /**
     * The container's part of the command line: it serves {@code webApp} at /fcrepo on {@code address} only (every
     * interface for 0.0.0.0 or ::), port {@code port}, with realm "fcrepo" from {@code users} (a HashLoginService
     * properties file) for a war that demands BASIC authentication. {@code options} are jetty-runner's own (a lib
     * directory). Starts with the JVM options the container needs, so it goes after the JVM's options.
     */
    abstract List<String> serve(ServerArtifacts artifacts, RunDirectory run, List<String> options,
                                InetAddress address, int port, Path webApp, Optional<Path> users);
}
