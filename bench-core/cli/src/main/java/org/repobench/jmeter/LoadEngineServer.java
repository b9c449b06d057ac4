package org.repobench.jmeter;

import org.apache.jmeter.engine.RemoteJMeterEngineImpl;
import org.apache.jmeter.util.JMeterUtils;
import us.abstracta.jmeter.javadsl.core.engines.JmeterEnvironment;

import java.io.IOException;
import java.io.PrintStream;
import java.net.InetAddress;

/**
 * A JMeter server (JMeter's own {@code RemoteJMeterEngineImpl}) as repobench runs one: its RMI registry and engine
 * on one address (127.0.0.1 unless named), no RMI TLS, the sample variables repobench's plans record, and a name it
 * tags its samples with ({@code host:port}) so a load's results say each engine's share. The plans it runs arrive from
 * the controller; it needs nothing of repobench's but this class path.
 */
public final class LoadEngineServer {
    private LoadEngineServer() {
    }

    /** Starts the engine and returns; RMI's own threads keep it serving until the JVM ends. */
    public static String start(InetAddress bind, int port, PrintStream out) throws IOException {
        RmiBinding.bind(bind);
        new JmeterEnvironment();
        JMeterUtils.setProperty(JmeterProperties.SEARCH_PATHS, JmeterProperties.searchPaths());
        JMeterUtils.setProperty(JmeterProperties.SSL_DISABLE, "true");
        JMeterUtils.setProperty(JmeterProperties.SAMPLE_VARIABLES, LoadPlan.SAMPLE_VARIABLES);
        String name = new LoadEngine(bind.getHostAddress(), port).toString();
        JMeterUtils.setProperty(LoadPlan.ENGINE_PROPERTY, name);
        RemoteJMeterEngineImpl.startServer(port);
        out.println("# repobench: JMeter engine " + JMeterUtils.getJMeterVersion() + " listening on " + name
                + " (RMI without TLS: bind an address only machines you trust reach); Ctrl-C stops it");
        return name;
    }
}
