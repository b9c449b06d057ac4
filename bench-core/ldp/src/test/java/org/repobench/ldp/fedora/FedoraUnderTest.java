package org.repobench.ldp.fedora;

import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;
import org.repobench.ldp.LdpClient;

/**
 * The managed Fedora a test class runs against, and a client of it, handed to each test that names a
 * {@link ManagedFedora} or {@link LdpClient} parameter: started (through {@link TestFedoras}) before the class's tests,
 * in the version the class names, and the client closed and the server stopped after them. The class implements
 * {@link Versioned} and has one instance per class ({@code @TestInstance(PER_CLASS)}); register this as a static
 * field, {@code @RegisterExtension static final FedoraUnderTest SERVER = new FedoraUnderTest();}, which the
 * subclasses of an abstract contract share one after another.
 */
public final class FedoraUnderTest implements BeforeAllCallback, AfterAllCallback, ParameterResolver {
    /** A test class that names the version it runs against. */
    public interface Versioned {
        FedoraBuild build();
    }

    private final TestFedoras fedoras = new TestFedoras();
    private ManagedFedora fedora;
    private LdpClient client;

    @Override
    public synchronized void beforeAll(ExtensionContext context) {
        Object test = context.getTestInstance().orElseThrow(() -> new IllegalStateException(
                context.getDisplayName() + " needs @TestInstance(PER_CLASS) to run against a FedoraUnderTest"));
        if (!(test instanceof Versioned versioned)) {
            throw new IllegalStateException(context.getDisplayName() + " must implement FedoraUnderTest.Versioned");
        }
        fedora = fedoras.of(versioned.build());
        client = new LdpClient(fedora.server());
    }

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        Class<?> type = parameter.getParameter().getType();
        return type == ManagedFedora.class || type == LdpClient.class;
    }

    @Override
    public synchronized Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        if (fedora == null) {
            throw new IllegalStateException("no server for " + context.getDisplayName() + ": not started, or stopped");
        }
        return parameter.getParameter().getType() == ManagedFedora.class ? fedora : client;
    }

    @Override
    public synchronized void afterAll(ExtensionContext context) throws Exception {
        try {
            if (client != null) {
                client.close();
            }
        } finally {
            client = null;
            fedora = null;
            fedoras.afterAll(context);
        }
    }
}
