package org.repobench.cli;

import org.repobench.api.Target;
import org.repobench.fixture.FixtureCache;
import org.repobench.ldp.fedora.FedoraBuild;
import org.repobench.ldp.fedora.FedoraBuilds;
import org.repobench.ldp.fedora.ManagedFedora;
import org.repobench.ldp.fedora.ServerOptions;
import org.repobench.ldp.fedora.ServerTuning;
import org.repobench.provision.ProvisionedStores;
import org.repobench.provision.StoreProvisioner;
import org.repobench.run.FedoraServers;
import org.repobench.store.StoreKind;
import org.repobench.store.settings.Environment;

import java.io.PrintStream;
import java.util.Optional;
import java.util.Set;

/**
 * A managed Fedora for a command that is no run ({@code serve}, {@code load}): its build resolved and asked whether it
 * has the store, before anything starts; then the store provisioned as a run provisions it, the server started on the
 * data the runs keep, the command's work done, and both stopped.
 */
final class ManagedServer {
    /** What a command does while its server is up. */
    @FunctionalInterface
    interface WhileUp<T> {
        T run(ManagedFedora fedora) throws Exception;
    }

    private ManagedServer() {
    }

    /** The target's build, or one line saying why it cannot start on {@code store}. */
    static FedoraBuild build(Target target, StoreKind store) {
        FedoraBuild build = FedoraBuilds.resolve(target, Environment.system());
        Optional<String> why = build.notApplicable(store);
        if (why.isPresent()) {
            throw new UsageException("--store: " + why.get());
        }
        return build;
    }

    /**
     * Starts {@code build} on {@code store} with {@code options} (a run's {@code --server-jvm-args} and
     * {@code --server-inject}; {@link ServerOptions#NONE} as its build starts it), says where the store came from,
     * runs {@code action}, stops both; then, where a cost was injected, what it came to.
     */
    static <T> T with(FedoraBuild build, StoreKind store, ServerTuning tuning, ServerOptions options, PrintStream out,
                      WhileUp<T> action) throws Exception {
        try (ProvisionedStores stores = StoreProvisioner.forHost().provision(Set.of(store), true)) {
            stores.sources().forEach((what, source) -> out.println("# repobench: " + what + ": " + source));
            FedoraServers servers = new FedoraServers(FixtureCache.fromEnvironment().root().resolve("ldp"),
                    stores.forkJvmArgs(), out, options);
            ManagedFedora fedora = servers.startServer(build, store, tuning);
            T result;
            try (fedora) {
                result = action.run(fedora);
            }
            sayInjected(fedora, out);
            return result;
        }
    }

    /** Where a cost was injected into a server that has stopped, what it came to, in one line. */
    static void sayInjected(ManagedFedora fedora, PrintStream out) {
        fedora.injected().ifPresent(report -> out.println("# repobench: " + fedora.build().cliName() + " injected "
                + report.describe()));
    }
}
