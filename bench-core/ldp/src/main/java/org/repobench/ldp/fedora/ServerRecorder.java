package org.repobench.ldp.fedora;

import com.sun.tools.attach.AgentInitializationException;
import com.sun.tools.attach.AgentLoadException;
import com.sun.tools.attach.AttachNotSupportedException;
import com.sun.tools.attach.VirtualMachine;
import org.repobench.ldp.LdpException;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Records where a managed server's CPU and allocation went while a fork measures it ({@code run --flame}), from the
 * fork, into a file the server writes: async-profiler's agent loaded into the server through the attach API (as its
 * own {@code asprof} does), or the JDK's flight recorder started and stopped by diagnostic commands (through the
 * attach API where the fork may, else the server's {@code jcmd}). Either writes a flight recording.
 */
public final class ServerRecorder {
    /** CPU samples of every thread (10 ms), allocation sampled every 512 KiB, into a flight recording. */
    public static final String ASYNC_EVENTS = "event=cpu,alloc=512k";
    /**
     * The flight recorder's "profile" settings (CPU samples every 10 ms, allocation samples) without the samples of
     * threads waiting in native code, which are no CPU.
     */
    static final List<String> JFR_SETTINGS = List.of("settings=profile", "jdk.NativeMethodSample#enabled=false");
    private static final String NAME = "repobench-flame";
    private static final Duration DEADLINE = Duration.ofSeconds(60);

    private final ServerProcess server;
    private final Optional<Path> library;
    private Path file;

    private ServerRecorder(ServerProcess server, Optional<Path> library) {
        this.server = server;
        this.library = library;
    }

    /** With async-profiler's agent, its library extracted on this machine. */
    public static ServerRecorder asyncProfiler(ServerProcess server, Path library) {
        return new ServerRecorder(server, Optional.of(library));
    }

    /** With the JDK's flight recorder. */
    public static ServerRecorder flightRecorder(ServerProcess server) {
        return new ServerRecorder(server, Optional.empty());
    }

    /**
     * Starts recording into {@code file}, which the server writes when {@link #stop} returns.
     *
     * @throws LdpException one line saying why the server would not record
     */
    public void start(Path file) {
        this.file = file.toAbsolutePath();
        if (library.isPresent()) {
            loadAgent("start," + ASYNC_EVENTS + ",file=" + this.file);
        } else {
            diagnostic("JFR.start", List.of("name=" + NAME), JFR_SETTINGS, "Started recording");
        }
    }

    /**
     * Stops, the recording written.
     *
     * @throws LdpException one line saying why it is not written
     */
    public void stop() {
        if (library.isPresent()) {
            loadAgent("stop,file=" + file);
        } else {
            diagnostic("JFR.stop", List.of("name=" + NAME, "filename=" + file), List.of(), "Stopped recording");
        }
        if (!Files.isRegularFile(file)) {
            throw new LdpException("the server " + server.pid() + " wrote no recording to " + file);
        }
    }

    private void loadAgent(String command) {
        VirtualMachine vm = null;
        try {
            vm = VirtualMachine.attach(Long.toString(server.pid()));
            vm.loadAgentPath(library.orElseThrow().toString(), command);
        } catch (AgentInitializationException e) {
            throw new LdpException("async-profiler in the server " + server.pid() + " refused '" + command
                    + "' (code " + e.returnValue() + ")", e);
        } catch (AttachNotSupportedException | AgentLoadException | IOException | RuntimeException e) {
            throw new LdpException("async-profiler could not be loaded into the server " + server.pid() + ": "
                    + e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage()), e);
        } finally {
            if (vm != null) {
                try {
                    vm.detach();
                } catch (IOException e) {
                    // the connection is per command: nothing stays open to leak
                }
            }
        }
    }

    /** @param done what the answer of a command that did its work says */
    private void diagnostic(String command, List<String> named, List<String> settings, String done) {
        List<String> line = new ArrayList<>(List.of(command));
        line.addAll(named);
        line.addAll(settings);
        Optional<AttachedJcmd> attached = AttachedJcmd.attach(server.pid());
        String answer;
        if (attached.isPresent()) {
            answer = attached.get().run(String.join(" ", line), DEADLINE);
        } else {
            Path jcmd = server.jcmd().orElseThrow(() -> new LdpException("the server " + server.pid() + " runs on"
                    + " a Java without jcmd, and this fork cannot ask it through the attach API"));
            answer = server.runJcmd(jcmd, line, DEADLINE);
        }
        if (!answer.contains(done)) {
            throw new LdpException(command + " on the server " + server.pid() + " failed: "
                    + answer.strip().replace('\n', ' '));
        }
    }
}
