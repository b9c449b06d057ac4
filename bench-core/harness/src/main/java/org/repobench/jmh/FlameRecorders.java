package org.repobench.jmh;

import jdk.jfr.Configuration;
import jdk.jfr.Recording;
import one.profiler.AsyncProfiler;
import org.repobench.ldp.fedora.ServerProcess;
import org.repobench.ldp.fedora.ServerRecorder;

import java.nio.file.Path;
import java.util.Optional;

/**
 * The four ways {@link FlameProfiler} records: async-profiler or the JDK's flight recorder, in this fork (the model)
 * or in the server it measures.
 */
final class FlameRecorders {
    static final String JFR = "JFR (the JDK's flight recorder)";
    /** The flight recorder's samples of threads waiting in native code: no CPU, so left out. */
    private static final String NATIVE_SAMPLES = "jdk.NativeMethodSample";

    private FlameRecorders() {
    }

    /** async-profiler loaded into this JVM. */
    static FlameProfiler.Recorder asyncHere(Path library) {
        return new FlameProfiler.Recorder() {
            private AsyncProfiler profiler;
            private Path file;

            @Override
            public void start(Path file) throws Exception {
                this.file = file.toAbsolutePath();
                profiler = AsyncProfiler.getInstance(library.toString());
                profiler.execute("start," + ServerRecorder.ASYNC_EVENTS + ",file=" + this.file);
            }

            @Override
            public void stop() throws Exception {
                profiler.execute("stop,file=" + file);
            }

            @Override
            public String profiler() {
                return FlameAgent.describe();
            }

            @Override
            public Optional<String> fallback() {
                return Optional.empty();
            }

            @Override
            public boolean server() {
                return false;
            }
        };
    }

    /** async-profiler loaded into the server through the attach API. */
    static FlameProfiler.Recorder asyncServer(ServerProcess server, Path library) {
        return server(ServerRecorder.asyncProfiler(server, library), FlameAgent.describe(), "");
    }

    /** The flight recorder of the server, started and stopped by diagnostic commands. */
    static FlameProfiler.Recorder jfrServer(ServerProcess server, String whyNotAsync) {
        return server(ServerRecorder.flightRecorder(server), JFR, whyNotAsync);
    }

    private static FlameProfiler.Recorder server(ServerRecorder recorder, String profiler, String whyNot) {
        return new FlameProfiler.Recorder() {
            @Override
            public void start(Path file) {
                recorder.start(file);
            }

            @Override
            public void stop() {
                recorder.stop();
            }

            @Override
            public String profiler() {
                return profiler;
            }

            @Override
            public Optional<String> fallback() {
                return whyNot.isEmpty() ? Optional.empty() : Optional.of(whyNot);
            }

            @Override
            public boolean server() {
                return true;
            }
        };
    }

    /** This JVM's flight recorder, its "profile" settings but for the native samples. */
    static FlameProfiler.Recorder jfrHere(String whyNotAsync) {
        return new FlameProfiler.Recorder() {
            private Recording recording;
            private Path file;

            @Override
            public void start(Path file) throws Exception {
                this.file = file;
                recording = new Recording(Configuration.getConfiguration("profile"));
                recording.disable(NATIVE_SAMPLES);
                recording.setName("repobench-flame");
                recording.start();
            }

            @Override
            public void stop() throws Exception {
                try {
                    recording.stop();
                    recording.dump(file);
                } finally {
                    recording.close();
                }
            }

            @Override
            public String profiler() {
                return JFR;
            }

            @Override
            public Optional<String> fallback() {
                return whyNotAsync.isEmpty() ? Optional.empty() : Optional.of(whyNotAsync);
            }

            @Override
            public boolean server() {
                return false;
            }
        };
    }
}
