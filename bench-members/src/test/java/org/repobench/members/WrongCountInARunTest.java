package org.repobench.members;

import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openjdk.jmh.runner.RunnerException;
import org.repobench.cli.OwnFixtureCache;
import org.repobench.jmh.SmokeRun;
import org.repobench.workload.Workload;
import org.repobench.workload.WorkloadFixture;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A wrong count fails the warm and the cold GET inside a JMH run: the fork is handed a fixture cache whose 6-member
 * template holds 5 members, and the timed GET's own check, not a test's, must fail the run.
 */
class WrongCountInARunTest {
    @RegisterExtension
    final OwnFixtureCache fixtures = new OwnFixtureCache();

    @ParameterizedTest
    @ValueSource(strings = {"warmGet", "coldGet"})
    void aGetHoldingTheWrongCountFailsTheRun(String method) throws Exception {
        fixtures.mislabel(new WorkloadFixture(Workload.N_MEMBERS, 5, 42),
                new WorkloadFixture(Workload.N_MEMBERS, 6, 42));
        RunnerException failed = assertThrows(RunnerException.class, () -> SmokeRun.run(ManyMembersBenchmark.class,
                method, Map.of("store", "FILE", "workload", "N_MEMBERS", "size", "6", "parallel", "false",
                        "cacheSize", "10000")));
        assertTrue(failed.getMessage().contains("FixtureVerificationException")
                && failed.getMessage().contains("holds 5") && failed.getMessage().contains("expected exactly 6"),
                failed.getMessage());
    }
}
