package org.repobench.jmeter;

import us.abstracta.jmeter.javadsl.core.DslTestPlan;
import us.abstracta.jmeter.javadsl.core.engines.BaseTestStopper;
import us.abstracta.jmeter.javadsl.core.engines.DistributedJmeterEngine;
import us.abstracta.jmeter.javadsl.core.engines.EmbeddedJmeterEngine;
import us.abstracta.jmeter.javadsl.core.engines.JmeterEnvironment;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Runs a plan on the settings' engines and watches it: a progress line every ten seconds (samples written so far,
 * errors, and each engine the first time its samples arrive), every remote engine asked each second whether it still
 * answers. An engine that stops answering stops the others and fails the load in one line; so does a load that has not
 * ended a minute after its ramp-up and hold.
 */
final class LoadRun {
    private static final Duration TICK = Duration.ofSeconds(1);
    private static final int TICKS_PER_PROGRESS = 10;
    /** After a stop, how long no sample may arrive before the engines are taken to have stopped sending. */
    private static final Duration QUIET = Duration.ofSeconds(3);
    /** Where JMeter 5.6's RemoteSampleListenerImpl listens: client.rmi.localport plus this. */
    static final int SAMPLE_LISTENER_OFFSET = 2;

    private LoadRun() {
    }

    static void run(DslTestPlan plan, LoadSettings settings, Path jtl, PrintStream out)
            throws LoadFailedException, InterruptedException {
        EmbeddedJmeterEngine engine;
        Stoppable stoppable;
        if (settings.embedded()) {
            StoppableEmbedded embedded = new StoppableEmbedded();
            engine = embedded;
            stoppable = embedded;
        } else {
            try {
                new JmeterEnvironment(); // JMeter's distributed runner reads its properties when it is made
            } catch (IOException e) {
                throw new LoadFailedException("JMeter's environment could not be made: " + e);
            }
            // the listeners the engines call back, on the one port the user opened: JMeter exports its sample
            // listeners (repobench's JTL writer, the DSL's own) on client.rmi.localport + 2; its threads' listener, on
            // + 1, only for a plan holding a RemoteThreadsListenerTestElement, which these do not
            engine = new DistributedJmeterEngine(settings.engines().stream().map(LoadEngine::toString)
                    .toArray(String[]::new)).localBasePort(RmiBinding.fixCallbackPort() - SAMPLE_LISTENER_OFFSET);
            // each engine still there is asked directly: JMeter's own stop would print a trace for the one gone
            stoppable = why -> settings.engines().forEach(EngineCheck::stop);
        }
        JmeterProperties.apply(engine);
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread runner = new Thread(() -> {
            try {
                plan.runIn(engine);
            } catch (Throwable e) {
                failure.set(e);
            }
        }, "repobench-load");
        runner.setDaemon(true);
        JtlProgress progress = new JtlProgress(jtl, out);
        long started = System.nanoTime();
        runner.start();
        int ticks = 0;
        while (runner.isAlive()) {
            runner.join(TICK.toMillis());
            if (!runner.isAlive()) {
                break;
            }
            Duration elapsed = Duration.ofNanos(System.nanoTime() - started);
            String dead = settings.engines().stream().filter(e -> EngineCheck.problem(e) != null)
                    .map(LoadEngine::toString).findFirst().orElse(null);
            if (dead != null || elapsed.compareTo(settings.deadline()) > 0) {
                String why = dead != null
                        ? "engine " + dead + " stopped answering " + elapsed.toSeconds() + " s into the load"
                        : "the load had not ended " + elapsed.toSeconds() + " s after it started (ramp-up "
                        + settings.rampUp().toSeconds() + " s, duration " + settings.hold().toSeconds() + " s)";
                stoppable.stop(why);
                progress.awaitQuiet(QUIET, Duration.ofSeconds(30));
                runner.interrupt();
                runner.join(Duration.ofSeconds(30).toMillis());
                throw new LoadFailedException(why + "; the other engines were stopped, and no result is kept");
            }
            if (++ticks % TICKS_PER_PROGRESS == 0) {
                progress.report(elapsed, settings.rampUp().plus(settings.hold()));
            }
        }
        progress.newEngines();
        Throwable error = failure.get();
        if (error != null) {
            throw new LoadFailedException("JMeter failed: " + error);
        }
    }

    /** A JMeter engine that can be stopped early, with a reason. */
    @FunctionalInterface
    private interface Stoppable {
        void stop(String why);
    }

    /** JMeter's embedded engine, keeping the stopper it builds. */
    private static final class StoppableEmbedded extends EmbeddedJmeterEngine implements Stoppable {
        private volatile BaseTestStopper stopper;

        @Override
        protected BaseTestStopper buildTestStopper() {
            stopper = super.buildTestStopper();
            return stopper;
        }

        @Override
        public void stop(String why) {
            if (stopper != null) {
                stopper.stop(why);
            }
        }
    }
}
