package org.repobench.jmh;

import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.runner.IterationType;
import org.repobench.api.FlameNames;
import org.repobench.api.ParamNames;
import org.repobench.api.Target;
import org.repobench.api.TargetKind;
import org.repobench.ldp.LdpException;
import org.repobench.ldp.fedora.ServerProcess;
import org.repobench.store.settings.Environment;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Properties;

/**
 * {@code run --flame}: records where the CPU and the allocation of a fork's measured iterations went, from the first
 * measured iteration's start to the last one's end (no warm-up, no fixture load), into the run's recordings directory
 * with a file beside each saying what it is of ({@link FlameNames}): the fork's own JVM against the model, the server
 * against a Fedora the suite started (a server given by URL is not the suite's to record). async-profiler where its
 * library loads, else the JDK's flight recorder, the reason said in the file and on the console. A recording that
 * cannot be made is a line, never a failed benchmark.
 *
 * <p>Add it right after {@link TrialEndProfiler} ({@code OptionsBuilder.addProfiler}): JMH starts profilers in that
 * order and ends them in reverse, so the profiler starts before and stops after every cost is read, and what loading
 * it costs a server stays out of them.
 */
public final class FlameProfiler implements InternalProfiler {
    private static final String LINE = "# repobench: flame graph: ";

    private final Environment environment = Environment.system();
    private final Optional<Path> directory = environment.get(FlameNames.DIRECTORY_SETTING).map(Path::of);
    /** The benchmark whose measured iterations are counted: a JVM without forks runs several with one profiler. */
    private BenchmarkParams counting;
    private int measured;
    private Recorder recorder;
    private Path file;
    /** Stops a recording a failed benchmark left going (a server's profiler would go on until the server stops). */
    private Thread backstop;

    /** Records one JVM from start to stop into a file. */
    interface Recorder {
        void start(Path file) throws Exception;

        void stop() throws Exception;

        /** Which profiler, for the page. */
        String profiler();

        /** Why not async-profiler, where it was asked for; empty otherwise. */
        Optional<String> fallback();

        boolean server();
    }

    @Override
    public String getDescription() {
        return "repobench: where the CPU and the allocation of the measured iterations went (run --flame)";
    }

    @Override
    public void beforeIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams) {
        if (counting != benchmarkParams) {
            counting = benchmarkParams;
            measured = 0;
        }
        if (iterationParams.getType() != IterationType.MEASUREMENT || measured++ > 0 || directory.isEmpty()) {
            return;
        }
        file = directory.get().resolve(stem(benchmarkParams) + FlameNames.RECORDING_SUFFIX);
        try {
            Files.createDirectories(directory.get());
            recorder = start(benchmarkParams, file);
            Recorder started = recorder;
            backstop = new Thread(() -> stopQuietly(started), "repobench-flame-stop");
            Runtime.getRuntime().addShutdownHook(backstop);
        } catch (IOException | RuntimeException e) {
            say("not recorded: " + e.getMessage());
            recorder = null;
        }
    }

    @Override
    public Collection<? extends Result> afterIteration(BenchmarkParams benchmarkParams,
                                                       IterationParams iterationParams, IterationResult result) {
        if (recorder != null && iterationParams.getType() == IterationType.MEASUREMENT
                && measured >= iterationParams.getCount()) {
            Recorder done = recorder;
            recorder = null;
            removeBackstop();
            try {
                done.stop();
                about(benchmarkParams, done);
                say(file + " (" + done.profiler() + ", " + (done.server() ? "the server's" : "this fork's") + ")");
            } catch (Exception e) {
                say("not recorded: " + message(e));
            }
        }
        return List.of();
    }

    private void removeBackstop() {
        try {
            Runtime.getRuntime().removeShutdownHook(backstop);
        } catch (IllegalStateException e) {
            // the JVM is shutting down already: the hook stops the recording
        }
    }

    private static void stopQuietly(Recorder recorder) {
        try {
            recorder.stop();
        } catch (Exception e) {
            // the fork is ending: a recording without the file beside it is left out of every graph
        }
    }

    /** The recorder for this fork, started; async-profiler where it loads, else the flight recorder. */
    private Recorder start(BenchmarkParams params, Path file) {
        Optional<ServerProcess> server = ServerProcess.of(environment);
        String target = params.getParam(ParamNames.TARGET);
        if (server.isEmpty() && target != null && Target.parse(target).kind() != TargetKind.MODEL) {
            throw new IllegalStateException("a server given by URL is not the suite's to record");
        }
        Optional<Path> library = environment.get(FlameNames.LIBRARY_SETTING).map(Path::of);
        String whyNot = environment.get(FlameNames.WHY_NOT_SETTING).orElse("");
        if (library.isPresent()) {
            Recorder async = server.isPresent() ? FlameRecorders.asyncServer(server.get(), library.get())
                    : FlameRecorders.asyncHere(library.get());
            try {
                async.start(file);
                return async;
            } catch (Exception e) {
                whyNot = "async-profiler did not start: " + message(e);
                say(whyNot + "; the JDK's flight recorder records instead");
            }
        }
        Recorder jfr = server.isPresent() ? FlameRecorders.jfrServer(server.get(), whyNot)
                : FlameRecorders.jfrHere(whyNot);
        try {
            jfr.start(file);
        } catch (Exception e) {
            throw new IllegalStateException(message(e), e);
        }
        return jfr;
    }

    /** The file beside the recording, written last: a recording without one is incomplete. */
    private void about(BenchmarkParams params, Recorder done) throws IOException {
        Properties about = new Properties();
        about.setProperty(FlameNames.BENCHMARK, params.getBenchmark());
        about.setProperty(FlameNames.MODE, params.getMode().shortLabel());
        about.setProperty(FlameNames.THREADS, Integer.toString(params.getThreads()));
        for (String key : params.getParamsKeys()) {
            about.setProperty(FlameNames.PARAM_PREFIX + key, params.getParam(key));
        }
        about.setProperty(FlameNames.SOURCE, done.server() ? FlameNames.SERVER : FlameNames.MODEL);
        about.setProperty(FlameNames.PROFILER, done.profiler());
        done.fallback().filter(why -> !why.isEmpty()).ifPresent(why -> about.setProperty(FlameNames.FALLBACK, why));
        String name = file.getFileName().toString();
        Path target = file.resolveSibling(name.substring(0, name.length() - FlameNames.RECORDING_SUFFIX.length())
                + FlameNames.ABOUT_SUFFIX);
        Path temp = Files.createTempFile(file.getParent(), ".about", ".tmp");
        try {
            try (Writer out = Files.newBufferedWriter(temp, StandardCharsets.UTF_8)) {
                about.store(out, "what " + name + " recorded (run --flame)");
            }
            if (Files.getFileStore(temp).supportsFileAttributeView(PosixFileAttributeView.class)) {
                // a temporary file is its owner's only; the recording beside it is for anyone who reads the run
                Files.setPosixFilePermissions(temp, PosixFilePermissions.fromString("rw-r--r--"));
            }
            Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    /** "ManyMembersBenchmark.warmGet-p12345-1700000000000": a fork's own, whatever else the run records. */
    private static String stem(BenchmarkParams params) {
        String benchmark = params.getBenchmark();
        int method = benchmark.lastIndexOf('.');
        int type = method > 0 ? benchmark.lastIndexOf('.', method - 1) : -1;
        return benchmark.substring(type + 1) + "-p" + ProcessHandle.current().pid() + "-" + System.currentTimeMillis();
    }

    static String message(Exception e) {
        if (e instanceof LdpException || e instanceof UncheckedIOException) {
            return e.getMessage();
        }
        return e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage());
    }

    private static void say(String line) {
        System.out.println(LINE + line);
    }
}
