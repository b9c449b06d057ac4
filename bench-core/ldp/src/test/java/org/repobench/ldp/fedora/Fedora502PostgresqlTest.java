package org.repobench.ldp.fedora;

import org.repobench.api.Target;
import org.repobench.store.settings.Environment;

import java.util.OptionalInt;

/** Fedora 5.0.2 from the Maven registry, ModeShape's JDBC store on PostgreSQL, with a cache size. */
class Fedora502PostgresqlTest extends FedoraOnPostgresqlContract {
    @Override
    FedoraBuild build() {
        return FedoraBuilds.resolve(Target.fedora("5.0.2"), Environment.system());
    }

    @Override
    OptionalInt cacheSize() {
        return OptionalInt.of(500);
    }
}
