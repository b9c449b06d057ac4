package org.repobench.ldp.fedora;

import java.util.OptionalInt;

class Fedora610PostgresqlTest extends FedoraOnPostgresqlContract {
    @Override
    FedoraBuild build() {
        return TestBuilds.FEDORA_6_1_0;
    }

    @Override
    OptionalInt cacheSize() {
        return OptionalInt.empty();
    }
}
