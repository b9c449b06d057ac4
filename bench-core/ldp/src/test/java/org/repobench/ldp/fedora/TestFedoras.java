package org.repobench.ldp.fedora;

import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.repobench.store.Directories;
import org.repobench.store.StoreKind;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The managed Fedoras a test class talks to, on the file store: each version and tuning started once, on first use,
 * in a home under one temporary directory; all stopped and the directory deleted after the class. Register it as a
 * static field, {@code @RegisterExtension static final TestFedoras FEDORAS = new TestFedoras();} (JUnit calls no
 * {@code afterAll} of an instance field's extension); in an abstract base the subclasses share it one after another.
 */
public final class TestFedoras implements AfterAllCallback {
    static final Duration DEADLINE = Duration.ofMinutes(3);

    private final Map<List<Object>, ManagedFedora> started = new LinkedHashMap<>();
    private Path homes;

    /** The version with its release's defaults. */
    public ManagedFedora of(FedoraBuild version) {
        return of(version, ServerTuning.DEFAULTS);
    }

    public synchronized ManagedFedora of(FedoraBuild version, ServerTuning tuning) {
        ManagedFedora fedora = started.get(List.of(version, tuning));
        if (fedora == null) {
            try {
                homes = homes != null ? homes : Files.createTempDirectory("repobench-test-fedoras");
            } catch (IOException e) {
                throw new IllegalStateException("no temporary directory for the servers' homes", e);
            }
            fedora = ManagedFedora.start(version, StoreKind.FILE, Optional.empty(), tuning,
                    homes.resolve(version.cliName() + "-" + started.size()), DEADLINE);
            System.out.println(fedora.readyLine());
            started.put(List.of(version, tuning), fedora);
        }
        return fedora;
    }

    @Override
    public synchronized void afterAll(ExtensionContext context) throws IOException {
        started.values().forEach(ManagedFedora::close);
        started.clear();
        if (homes != null) {
            Directories.delete(homes);
            homes = null;
        }
    }
}
