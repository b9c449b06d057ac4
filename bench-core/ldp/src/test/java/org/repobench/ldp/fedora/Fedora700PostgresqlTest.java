package org.repobench.ldp.fedora;

import org.repobench.api.Target;
import org.repobench.store.settings.Environment;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.OptionalInt;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** Fedora 7.0.0 from the shared wars (Jetty 12, Java 21+), its index on PostgreSQL. */
class Fedora700PostgresqlTest extends FedoraOnPostgresqlContract {
    @Override
    FedoraBuild build() {
        Optional<Path> wars = AnyFedoraBuildTest.sharedWars();
        assumeTrue(wars.isPresent(), "no directory of Fedora wars: ../shared/fedora beside the repository, or the"
                + " setting " + AnyFedoraBuildTest.WARS_SETTING);
        Path war = wars.get().resolve("fcrepo-webapp-7.0.0.war");
        assumeTrue(Files.isRegularFile(war), "no war " + war);
        return FedoraBuilds.resolve(Target.parse("war:" + war), Environment.system());
    }

    @Override
    OptionalInt cacheSize() {
        return OptionalInt.empty();
    }
}
