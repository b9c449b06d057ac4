package org.repobench.versioning;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.repobench.cli.Repobench;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Bad params are refused in the host, before any fork or fixture: one line naming what is accepted, exit code 2. */
class VersioningParamsTest {
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "descendantType=TREE|-p descendantType: unknown value 'TREE'; accepted: CHILD, NAMED, BINARY",
            "descendants=0|-p descendants: 0 is out of range; accepted: a whole number from 1 to 1000000",
            "label=v#1|-p label: invalid version label 'v#1': it may not contain '#'",
            "onParentVersion=IGNORE|-p onParentVersion: unknown value 'IGNORE'; accepted: COPY, VERSION",
            "versioning=SOME|-p versioning: unknown value 'SOME'; accepted: TRUE, FALSE, HALF"})
    void aBadParamIsOneLineAndExitCodeTwo(String param, String message) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = Repobench.execute(new String[]{"run", "NewVersionBenchmark", "-p", "store=FILE", "-p", param},
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        String printed = err.toString(StandardCharsets.UTF_8);
        assertEquals(2, exit, printed);
        assertEquals(1, printed.lines().count(), printed);
        assertTrue(printed.startsWith("repobench run: " + message), printed);
    }
}
