package org.repobench.ldp.fedora;

import org.repobench.ldp.LdpException;
import org.repobench.store.settings.Environment;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * A managed server's process as a fork sees it: its pid, for the CPU time the operating system counts for it and for
 * making it collect its garbage (so its GC log closes an iteration's allocation), and the Java it runs on, whose
 * {@code jcmd} does that where the fork cannot ask itself. Handed to the forks as settings by {@link #forkArgs()}; a
 * server given by URL has none.
 */
public record ServerProcess(long pid, Path javaHome) {
    static final String PID_SETTING = "repobench.ldp.serverPid";
    static final String JAVA_HOME_SETTING = "repobench.ldp.serverJavaHome";
    /** A full collection of a large heap on a loaded machine, and jcmd's own start, take seconds; this is a hang. */
    private static final Duration GC_DEADLINE = Duration.ofSeconds(120);
    private static final String GC_RUN = "GC.run";

    /**
     * The {@code -D} settings from which a fork's {@link #of(Environment)} finds this process again, and the option
     * that lets the fork ask it for a collection itself ({@link AttachedJcmd}).
     */
    public List<String> forkArgs() {
        return List.of("-D" + PID_SETTING + "=" + pid, "-D" + JAVA_HOME_SETTING + "=" + javaHome,
                AttachedJcmd.ADD_EXPORTS);
    }

    /** Makes the server collect its garbage now, a full collection, and returns once it has, its GC log written. */
    public interface Collector {
        /** @throws LdpException one line with the server's answer when it failed or hung */
        void collect();

        /** How it asks, for a reader: "the attach API" or the jcmd's path. */
        String how();
    }

    /**
     * How this JVM makes the server collect: through the attach API from inside it where it may ({@link AttachedJcmd},
     * no process started), else with the server's Java's {@code jcmd}; empty when neither can (a JRE without jcmd).
     */
    public Optional<Collector> collector() {
        Optional<AttachedJcmd> attached = AttachedJcmd.attach(pid);
        if (attached.isPresent()) {
            AttachedJcmd jcmd = attached.get();
            return Optional.of(new Collector() {
                @Override
                public void collect() {
                    jcmd.run(GC_RUN, GC_DEADLINE);
                }

                @Override
                public String how() {
                    return "the attach API";
                }
            });
        }
        return jcmd().map(path -> new Collector() {
            @Override
            public void collect() {
                collectGarbage(path);
            }

            @Override
            public String how() {
                return path.toString();
            }
        });
    }

    /** The server the launcher handed this fork; empty for the model and a server given by URL. */
    public static Optional<ServerProcess> of(Environment environment) {
        return environment.get(PID_SETTING).map(pid -> new ServerProcess(Long.parseLong(pid),
                Path.of(environment.get(JAVA_HOME_SETTING).orElse(System.getProperty("java.home")))));
    }

    /**
     * All the CPU time its threads used since it started, as the operating system counts it (on Linux in clock ticks,
     * 10 ms); empty when the process is gone or the system does not say.
     */
    public Optional<Duration> cpuTime() {
        return ProcessHandle.of(pid).flatMap(process -> process.info().totalCpuDuration());
    }

    /** Its JIT compiler threads' CPU time so far, thread by thread; empty where the system does not say (no Linux). */
    public Optional<CompilerCpu> compilerCpu() {
        return CompilerCpu.of(pid);
    }

    /** The server's Java's {@code jcmd}; empty when it runs on a Java without one (a JRE). */
    Optional<Path> jcmd() {
        Path jcmd = javaHome.resolve("bin").resolve("jcmd");
        return Files.isExecutable(jcmd) ? Optional.of(jcmd) : Optional.empty();
    }

    /**
     * Makes the server collect its garbage now ({@code jcmd PID GC.run}, a full collection) and returns once it has,
     * its GC log written.
     *
     * @throws LdpException one line with jcmd's answer when it failed or hung
     */
    void collectGarbage(Path jcmd) {
        runJcmd(jcmd, List.of(GC_RUN), GC_DEADLINE);
    }

    /**
     * Runs one diagnostic command with the server's {@code jcmd} and returns its answer.
     *
     * @throws LdpException one line with jcmd's answer when it failed or hung
     */
    String runJcmd(Path jcmd, List<String> command, Duration deadline) {
        Path answer = null;
        Process process = null;
        String named = jcmd + " " + pid + " " + String.join(" ", command);
        try {
            // into a file: a pipe would need a reader beside the wait for the deadline to hold
            answer = Files.createTempFile("repobench-jcmd", ".txt");
            List<String> line = new ArrayList<>(List.of(jcmd.toString(), Long.toString(pid)));
            line.addAll(command);
            process = new ProcessBuilder(line).redirectErrorStream(true).redirectOutput(answer.toFile()).start();
            if (!process.waitFor(deadline.toSeconds(), TimeUnit.SECONDS)) {
                throw new LdpException(named + " did not finish in " + deadline.toSeconds() + " s");
            }
            String said = Files.readString(answer, StandardCharsets.UTF_8);
            if (process.exitValue() != 0) {
                throw new LdpException(named + " failed (exit " + process.exitValue() + "): "
                        + said.strip().replace('\n', ' '));
            }
            return said;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot run " + named, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new LdpException("interrupted while " + named + " ran", e);
        } finally {
            if (process != null) {
                process.destroyForcibly();
            }
            deleteQuietly(answer);
        }
    }

    private static void deleteQuietly(Path file) {
        if (file != null) {
            try {
                Files.deleteIfExists(file);
            } catch (IOException e) {
                // a few bytes in the temporary directory; the measurement stands
            }
        }
    }
}
