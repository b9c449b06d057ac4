package org.repobench.ldp.fedora;

import org.repobench.provision.TestEngine;

import java.sql.SQLException;
import java.util.Optional;
import java.util.OptionalInt;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** Fedora 6.1.0 on a PostgreSQL that the suite started in a container (see {@link TestEngine}). */
class Fedora610ContainerPostgresqlTest extends FedoraOnPostgresqlContract {
    @Override
    FedoraBuild build() {
        return TestBuilds.FEDORA_6_1_0;
    }

    @Override
    OptionalInt cacheSize() {
        return OptionalInt.empty();
    }

    @Override
    TestDatabase database() throws SQLException {
        Optional<String> noEngine = TestEngine.unavailable();
        assumeTrue(noEngine.isEmpty(), noEngine::get);
        return TestDatabase.postgresqlInContainer();
    }
}
