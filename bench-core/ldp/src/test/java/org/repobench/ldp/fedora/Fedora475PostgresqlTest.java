package org.repobench.ldp.fedora;

import java.util.OptionalInt;

class Fedora475PostgresqlTest extends FedoraOnPostgresqlContract {
    @Override
    FedoraBuild build() {
        return TestBuilds.FEDORA_4_7_5;
    }

    @Override
    OptionalInt cacheSize() {
        return OptionalInt.of(5000);
    }
}
