package org.repobench.jmh;

import org.openjdk.jmh.results.AggregationPolicy;
import org.repobench.api.MetricNames;
import org.repobench.ldp.fedora.CompilerCpu;
import org.repobench.ldp.fedora.ServerProcess;
import org.repobench.store.settings.Environment;

import java.io.PrintStream;
import java.time.Duration;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.function.Supplier;

/**
 * A fork's warm-up of a managed server before JMH's own ({@code run --warm-server SECONDS}): the benchmark's operation
 * repeated, untimed, until the server's JIT compiler is quiet ({@link CompilerQuiet}) or the seconds are up. The first
 * fork after a server start pays most of it; a later fork on the same start finds the code they share compiled and
 * stops after a window. How long it took is reported with every measured iteration
 * ({@link MetricNames#SERVER_WARMUP_TIME}) and said in the fork's output. Without the setting, or against a server
 * given by URL (no process to read), it does nothing.
 */
public final class ServerWarmup {
    /** The longest warm-up in seconds, handed to the forks by the launcher. */
    public static final String SETTING = "repobench.ldp.warmServer";
    private final Optional<CompilerQuiet> rule;
    private final Optional<ServerProcess> server;
    private final PrintStream out;
    private OptionalDouble seconds = OptionalDouble.empty();

    ServerWarmup(Optional<CompilerQuiet> rule, Optional<ServerProcess> server, PrintStream out) {
        this.rule = rule;
        this.server = server;
        this.out = out;
    }

    /** As this fork's settings say; a warm-up that does nothing for the model or a server given by URL. */
    public static ServerWarmup ofThisFork() {
        Environment environment = Environment.system();
        Optional<CompilerQuiet> rule = environment.get(SETTING)
                .map(seconds -> new CompilerQuiet(Duration.ofSeconds(Long.parseLong(seconds.strip()))));
        return new ServerWarmup(rule, ServerProcess.of(environment), System.out);
    }

    /** Nothing to warm: the model. */
    public static ServerWarmup none() {
        return new ServerWarmup(Optional.empty(), Optional.empty(), System.out);
    }

    /**
     * Repeats {@code operation} until the server's compiler is quiet or the warm-up's time is up.
     *
     * @param what the operation's name for the fork's output, e.g. "GET"
     */
    public void run(String what, Operation operation) throws Exception {
        if (rule.isEmpty() || server.isEmpty()) {
            return;
        }
        if (server.get().compilerCpu().isEmpty()) {
            out.println("# repobench: the server was not warmed: its compiler's CPU cannot be read here (no /proc)");
            return;
        }
        run(what, operation, () -> server.get().compilerCpu().orElseThrow(), System::nanoTime);
    }

    void run(String what, Operation operation, Supplier<CompilerCpu> compiler, Clock clock) throws Exception {
        long start = clock.nanos();
        long windowStart = start;
        CompilerCpu atWindowStart = compiler.get();
        long operations = 0;
        long inWindow = 0;
        while (true) {
            operation.run();
            operations++;
            inWindow++;
            long now = clock.nanos();
            Duration window = Duration.ofNanos(now - windowStart);
            CompilerCpu current = compiler.get();
            Duration compiled = current.since(atWindowStart);
            CompilerQuiet.Reading reading = CompilerQuiet.read(window, inWindow, compiled);
            Duration elapsed = Duration.ofNanos(now - start);
            if (reading == CompilerQuiet.Reading.QUIET
                    || reading == CompilerQuiet.Reading.COMPILING && !rule.orElseThrow().mayGoOn(elapsed)) {
                seconds = OptionalDouble.of(elapsed.toNanos() / 1e9);
                out.println("# repobench: warmed the server with " + operations + " " + what + (operations == 1
                        ? "" : "s") + " in " + String.format(Locale.ROOT, "%.1f s", seconds.getAsDouble()) + ": "
                        + (reading == CompilerQuiet.Reading.QUIET ? "its compiler is quiet" : "its compiler still"
                        + " works (" + percent(compiled, window) + " of a core over the last "
                        + String.format(Locale.ROOT, "%.1f s", window.toNanos() / 1e9)
                        + "); measured as it is"));
                return;
            }
            if (reading == CompilerQuiet.Reading.COMPILING) {
                windowStart = now;
                atWindowStart = current;
                inWindow = 0;
            }
        }
    }

    /** With every iteration (JMH keeps the measured ones'): how long this fork warmed its server, if it did. */
    public void report() {
        seconds.ifPresent(value -> WriteCounts.report(MetricNames.SERVER_WARMUP_TIME, value, "s",
                AggregationPolicy.MAX));
    }

    /** What {@link #run} took, in seconds; empty when it did not run. */
    OptionalDouble seconds() {
        return seconds;
    }

    private static String percent(Duration part, Duration whole) {
        return String.format(Locale.ROOT, "%.0f %%", 100.0 * part.toNanos() / Math.max(1, whole.toNanos()));
    }

    /** The operation warmed with: the benchmark's own, verified as it is when measured. */
    @FunctionalInterface
    public interface Operation {
        void run() throws Exception;
    }

    /** Nanoseconds from an arbitrary origin (a test's own clock). */
    @FunctionalInterface
    interface Clock {
        long nanos();
    }
}
