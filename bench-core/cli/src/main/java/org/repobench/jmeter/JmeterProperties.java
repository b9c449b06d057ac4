package org.repobench.jmeter;

import kg.apc.jmeter.samplers.DummySampler;
import kg.apc.jmeter.timers.functions.TSTFeedback;
import org.apache.jmeter.functions.EvalFunction;
import org.apache.jmeter.protocol.http.sampler.HTTPSamplerProxy;
import org.apache.jmeter.visualizers.backend.BackendListenerClient;
import us.abstracta.jmeter.javadsl.core.engines.EmbeddedJmeterEngine;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The JMeter properties the controller and every engine of repobench's agree on, and the sample variables every JTL
 * records. JMeter's own RMI over TLS stays off: its socket factories carry the keystore's path and password inside
 * every stub they export, so the password would travel to each peer and each peer would open the keystore at the
 * other machine's path. repobench's TLS is this JVM's RMI socket factory instead ({@link RmiSockets}), which JMeter's
 * objects use when its own is off: each side opens its own copy of the keystore, and its password stays in it.
 */
final class JmeterProperties {
    static final String SSL_DISABLE = "server.rmi.ssl.disable";
    /** The port an engine's JMeter object listens on (random unless set): read once per JVM, at its first export. */
    static final String SERVER_OBJECT_PORT = "server.rmi.localport";
    static final String SAMPLE_VARIABLES = "sample_variables";
    /** JMeter's own summary lines every 30 s: the load command prints its own progress. */
    static final String SUMMARY_OUT = "summariser.out";
    static final String SUMMARY_LOG = "summariser.log";
    /** Each sample written through to the JTL file as it arrives: progress and the wait after a stop see it. */
    static final String AUTOFLUSH = "jmeter.save.saveservice.autoflush";
    /** Where JMeter looks for its functions and plug-ins: on a controller the DSL sets it from the plan. */
    static final String SEARCH_PATHS = "search_paths";
    /** The jars a server's JMeter must scan: its functions (__P, __RandomString), the samplers and listeners. */
    private static final List<Class<?>> SEARCHED = List.of(EvalFunction.class, TSTFeedback.class,
            BackendListenerClient.class, DummySampler.class, HTTPSamplerProxy.class);

    private JmeterProperties() {
    }

    /** The jars of {@link #SEARCHED}, as JMeter's search_paths ("a.jar;b.jar"). */
    static String searchPaths() {
        return SEARCHED.stream().map(JmeterProperties::jarOf).distinct().collect(Collectors.joining(";"));
    }

    private static String jarOf(Class<?> type) {
        try {
            return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        } catch (URISyntaxException e) {
            throw new IllegalStateException("the jar of " + type.getName() + " has no file path", e);
        }
    }

    /** The properties on a controller's engine. */
    static <E extends EmbeddedJmeterEngine> E apply(E engine) {
        engine.prop(SSL_DISABLE, "true");
        engine.prop(SAMPLE_VARIABLES, LoadPlan.SAMPLE_VARIABLES);
        engine.prop(AUTOFLUSH, "true");
        engine.prop(SUMMARY_OUT, "false");
        engine.prop(SUMMARY_LOG, "false");
        return engine;
    }
}
