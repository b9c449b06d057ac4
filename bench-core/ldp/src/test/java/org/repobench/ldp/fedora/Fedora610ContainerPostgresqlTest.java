package org.repobench.ldp.fedora;

import org.repobench.provision.TestEngine;

import java.sql.SQLException;
import java.util.Optional;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** Fedora 6.1.0 as {@link Fedora610PostgresqlTest}, on a PostgreSQL the suite started in a container. */
class Fedora610ContainerPostgresqlTest extends Fedora610PostgresqlTest {

    @Override
    TestDatabase database() throws SQLException {
        Optional<String> noEngine = TestEngine.unavailable();
        assumeTrue(noEngine.isEmpty(), noEngine::get);
        return TestDatabase.postgresqlInContainer();
    }
}
