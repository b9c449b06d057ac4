package org.repobench.ldp.fedora;

import java.util.OptionalInt;

class Fedora610PostgresqlTest extends FedoraOnPostgresqlContract {
    @Override
    FedoraVersion version() {
        return FedoraVersion.FEDORA_6_1_0;
    }

    @Override
    OptionalInt cacheSize() {
        return OptionalInt.empty();
    }
}
