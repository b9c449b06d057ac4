package org.repobench.jmeter;

import org.apache.jmeter.engine.RemoteJMeterEngineImpl;
import org.apache.jmeter.util.JMeterUtils;
import us.abstracta.jmeter.javadsl.core.engines.JmeterEnvironment;

import java.io.IOException;
import java.io.PrintStream;
import java.net.InetAddress;
import java.rmi.NotBoundException;
import java.rmi.registry.LocateRegistry;
import java.rmi.registry.Registry;
import java.util.Optional;

/**
 * A JMeter server (JMeter's own {@code RemoteJMeterEngineImpl}) as repobench runs one: its RMI registry and engine
 * on one address (127.0.0.1 unless named) and two fixed ports, over TLS with mutual authentication when given a
 * {@link LoadKeystore} (only a controller holding its key can drive it), the sample variables repobench's plans
 * record, and a name it tags its samples with ({@code host:port}) so a load's results say each engine's share. Its
 * registry also holds its {@link EngineIdentity} (revision, JMeter, Java), which controllers compare with theirs
 * before they send a plan. The plans it runs arrive from the controller; it needs nothing of repobench's but this
 * class path.
 */
public final class LoadEngineServer {
    private LoadEngineServer() {
    }

    /**
     * Starts the engine and returns its name; RMI's own threads keep it serving until the JVM ends.
     *
     * @param callbackPort the port controllers listen on by default, for the line that says what to open
     * @param keys         the keystore whose key a controller must hold; empty for none (loopback only: the command
     *                     refuses more)
     */
    public static String start(InetAddress bind, EnginePorts ports, int callbackPort, Optional<LoadKeystore> keys,
                               PrintStream out) throws IOException {
        RmiBinding.bind(bind, keys, out);
        new JmeterEnvironment();
        JMeterUtils.setProperty(JmeterProperties.SEARCH_PATHS, JmeterProperties.searchPaths());
        JMeterUtils.setProperty(JmeterProperties.SSL_DISABLE, "true");
        JMeterUtils.setProperty(JmeterProperties.SERVER_OBJECT_PORT, String.valueOf(ports.objects()));
        JMeterUtils.setProperty(JmeterProperties.SAMPLE_VARIABLES, LoadPlan.SAMPLE_VARIABLES);
        String name = new LoadEngine(RmiBinding.advertised(), ports.registry()).toString();
        JMeterUtils.setProperty(LoadPlan.ENGINE_PROPERTY, name);
        RemoteJMeterEngineImpl.startServer(ports.registry());
        EngineIdentity identity = EngineIdentity.here();
        publish(bind, ports.registry(), identity);
        out.println("# repobench: JMeter engine (" + identity.describe() + ") listening on " + bind.getHostAddress()
                + ": registry " + ports.registry() + ", objects " + ports.objects() + "; the controller calls back on"
                + " its port " + callbackPort + " unless its load --callback-port says another; " + security(keys)
                + "; Ctrl-C stops it");
        return name;
    }

    /** How it is protected, in a few words: its keystore, or none. */
    static String security(Optional<LoadKeystore> keys) {
        return keys.map(k -> "TLS with mutual authentication: only a controller holding the key of " + k.describe()
                + " drives it").orElse("without TLS (no --keystore): only this machine reaches it");
    }

    /** Binds the engine's stub a second time, under its identity's name: a controller reads it with list(). */
    private static void publish(InetAddress bind, int port, EngineIdentity identity) throws IOException {
        String host = bind.isAnyLocalAddress() ? InetAddress.getLoopbackAddress().getHostAddress()
                : bind.getHostAddress();
        Registry registry = LocateRegistry.getRegistry(host, port);
        try {
            registry.rebind(identity.registryName(), registry.lookup(EngineCheck.ENGINE_NAME));
        } catch (NotBoundException e) {
            throw new IOException("JMeter's engine is not in its own registry on port " + port, e);
        }
    }
}
