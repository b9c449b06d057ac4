package org.repobench.jmeter;

import org.apache.jmeter.engine.RemoteJMeterEngine;

import java.io.IOException;
import java.io.PrintStream;
import java.net.InetAddress;
import java.rmi.NotBoundException;
import java.rmi.RemoteException;
import java.rmi.registry.LocateRegistry;
import java.rmi.registry.Registry;
import java.util.List;

/**
 * Whether a JMeter server answers at an address: its RMI registry lists JMeter's engine. Asked of every engine before
 * a load (a mistake there is bad input) and every second while it runs (an engine that stops answering fails it).
 */
public final class EngineCheck {
    /** The name JMeter's server binds its engine under in its registry. */
    static final String ENGINE_NAME = "JMeterEngine";

    private EngineCheck() {
    }

    /**
     * Binds this JVM's RMI to the address the engines call back on, then asks every engine; one that does not
     * answer as a JMeter server is bad input (an IllegalArgumentException naming it and how to start one).
     */
    public static void requireAll(List<LoadEngine> engines, InetAddress callBack, PrintStream out)
            throws IOException {
        RmiBinding.bind(callBack);
        for (LoadEngine engine : engines) {
            String problem = problem(engine);
            if (problem != null) {
                throw new IllegalArgumentException("--engines: " + engine + ": " + problem + "; start one there with"
                        + " ./repobench load-engine --port " + engine.port() + " [--bind ADDRESS]");
            }
            out.println("# repobench: engine " + engine + " answered (JMeter server); results come back to "
                    + callBack.getHostAddress());
        }
    }

    /** Asks a running engine to stop its test now; one that does not answer is left alone. */
    static void stop(LoadEngine engine) {
        try {
            Registry registry = LocateRegistry.getRegistry(engine.host(), engine.port());
            ((RemoteJMeterEngine) registry.lookup(ENGINE_NAME)).rstopTest(true);
        } catch (RemoteException | NotBoundException | RuntimeException e) {
            // it is gone, or going: nothing more to stop there
        }
    }

    /** @return null when it answers as a JMeter server, else why not, in a few words */
    static String problem(LoadEngine engine) {
        try {
            Registry registry = LocateRegistry.getRegistry(engine.host(), engine.port());
            registry.lookup(ENGINE_NAME);
            return null;
        } catch (NotBoundException e) {
            return "an RMI registry answers there but holds no JMeter engine";
        } catch (RemoteException e) {
            Throwable cause = e.getCause() == null ? e : e.getCause();
            return "no JMeter server answers (" + cause.getClass().getSimpleName()
                    + (cause.getMessage() == null ? "" : ": " + cause.getMessage().lines().findFirst().orElse(""))
                    + ")";
        } catch (RuntimeException e) {
            return "it cannot be asked (" + e + ")";
        }
    }
}
