package org.repobench.jmeter;

import org.apache.jmeter.engine.RemoteJMeterEngine;

import javax.net.ssl.SSLException;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetAddress;
import java.rmi.NotBoundException;
import java.rmi.RemoteException;
import java.rmi.registry.LocateRegistry;
import java.rmi.registry.Registry;
import java.security.cert.CertPathBuilderException;
import java.security.cert.CertificateException;
import java.util.List;
import java.util.Optional;

/**
 * Whether a JMeter server answers at an address: its RMI registry lists JMeter's engine. Asked of every engine before
 * a load (a mistake there is bad input, and so is an engine whose {@link EngineIdentity} differs from this JVM's) and
 * every second while it runs (an engine that stops answering fails it).
 */
public final class EngineCheck {
    /** The name JMeter's server binds its engine under in its registry. */
    static final String ENGINE_NAME = "JMeterEngine";

    private EngineCheck() {
    }

    /**
     * Binds this JVM's RMI to the address and port the engines call back on (over TLS with the keystore's key when
     * one is given), then asks every engine; one that does not answer as a JMeter server, holds another key, or runs
     * another repobench revision, JMeter or Java major than this JVM, is bad input (an IllegalArgumentException
     * naming it, both sides and what to do).
     */
    public static void requireAll(List<LoadEngine> engines, InetAddress callBack, int callbackPort,
                                  Optional<LoadKeystore> keys, PrintStream out) throws IOException {
        RmiBinding.bind(callBack, keys, out);
        RmiBinding.callBackOn(callbackPort);
        EngineIdentity ours = EngineIdentity.here();
        for (LoadEngine engine : engines) {
            String problem = problem(engine);
            if (problem != null) {
                throw new IllegalArgumentException("--engines: " + engine + ": " + problem + "; start one there with"
                        + " ./repobench load-engine --port " + engine.port() + " [--bind ADDRESS]"
                        + keys.map(k -> " --keystore " + k.file() + " (a copy of it)").orElse(""));
            }
            String refusal = ours.refusal(engine, identity(engine));
            if (refusal != null) {
                throw new IllegalArgumentException("--engines: " + refusal);
            }
            out.println("# repobench: engine " + engine + " answered (JMeter server, " + ours.describe() + ", "
                    + keys.map(k -> "over TLS: it holds the key of " + k.describe()).orElse("without TLS")
                    + "); results come back to " + callBack.getHostAddress() + " port " + callbackPort);
        }
    }

    /** What the engine's registry says it runs; empty when it says nothing (or stopped answering meanwhile). */
    static Optional<EngineIdentity> identity(LoadEngine engine) {
        try {
            return EngineIdentity.among(LocateRegistry.getRegistry(engine.host(), engine.port()).list());
        } catch (RemoteException | RuntimeException e) {
            return Optional.empty();
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
            return unanswered(e);
        } catch (RuntimeException e) {
            return "it cannot be asked (" + e + ")";
        }
    }

    /** Why a call failed: no TLS handshake (another key, or TLS on one side only), or no server at all. */
    private static String unanswered(RemoteException e) {
        Optional<Throwable> certificate = find(e, CertificateException.class, CertPathBuilderException.class);
        if (certificate.isPresent()) {
            return "its TLS certificate is not this keystore's (" + firstLine(certificate.get()) + "): it was"
                    + " started with another --keystore";
        }
        Optional<Throwable> tls = find(e, SSLException.class);
        if (tls.isPresent()) {
            return "no TLS handshake with it (" + firstLine(tls.get()) + "): it runs without --keystore, refused"
                    + " this keystore's key, or is no repobench engine";
        }
        return "no JMeter server answers (" + firstLine(e.getCause() == null ? e : e.getCause()) + ")"
                + (RmiBinding.secured() ? ""
                : "; an engine started with --keystore answers only a load given a copy of that keystore");
    }

    @SafeVarargs
    private static Optional<Throwable> find(Throwable e, Class<? extends Throwable>... types) {
        for (Throwable link = e; link != null; link = link.getCause()) {
            for (Class<? extends Throwable> type : types) {
                if (type.isInstance(link)) {
                    return Optional.of(link);
                }
            }
        }
        return Optional.empty();
    }

    private static String firstLine(Throwable e) {
        return e.getClass().getSimpleName() + (e.getMessage() == null ? ""
                : ": " + e.getMessage().lines().findFirst().orElse(""));
    }
}
