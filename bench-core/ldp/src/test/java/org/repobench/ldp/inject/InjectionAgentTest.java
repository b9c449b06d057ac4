package org.repobench.ldp.inject;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repobench.api.OptionNames;
import org.repobench.ldp.LdpException;

import java.io.IOException;
import java.lang.ProcessBuilder.Redirect;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The agent on a real JVM: it instruments the methods named, charges each outermost call once, adds exactly the share
 * asked of the kind asked, and says so in its report; an injection whose methods never run fails in one line.
 */
class InjectionAgentTest {
    private static final int CALLS = 20;
    private static final String WORK = InjectedWork.class.getName() + "#work";

    @TempDir
    Path dir;

    @Test
    void cpuIsAddedInTheShareAskedToEveryOutermostCall() throws Exception {
        Injection cpu = Injection.parse("cpu=10%@" + WORK);
        InjectionReport report = run(cpu);
        assertEquals(CALLS, report.calls(), "each outermost call once; the nested call is its caller's");
        assertEquals(List.of(InjectedWork.class.getName()), report.woven());
        assertTrue(report.base() > 0, report.describe());
        assertEquals(0.1, (double) report.added() / report.base(), 0.001, report.describe());
        assertTrue(report.describe().startsWith("cpu=10%: 20 calls, added 10.0 % ("), report.describe());
    }

    @Test
    void allocationIsAddedInTheShareAsked() throws Exception {
        InjectionReport report = run(Injection.parse("alloc=50%@" + WORK));
        assertEquals(CALLS, report.calls());
        assertTrue(report.base() > 0, report.describe());
        assertEquals(0.5, (double) report.added() / report.base(), 0.001, report.describe());
        assertTrue(report.describe().endsWith("bytes allocated)"), report.describe());
    }

    @Test
    void anInjectionWhoseMethodsNeverRanFailsInOneLine() throws Exception {
        Injection absent = Injection.parse("cpu=10%@" + InjectedWork.class.getName() + "#absent");
        String message = assertThrows(LdpException.class, () -> run(absent)).getMessage();
        assertFalse(message.contains("\n"), message);
        assertTrue(message.startsWith(OptionNames.SERVER_INJECT + " " + absent.spec()
                + ": no call of InjectedWork#absent in the test program"), message);
        assertTrue(message.contains("accepted: "), message);
    }

    private InjectionReport run(Injection injection) throws IOException, InterruptedException {
        Path report = dir.resolve(InjectionReport.FILE);
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString()));
        command.addAll(AgentJars.jvmOptions(injection, dir.resolve("jars"), report));
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), InjectedWork.class.getName(),
                String.valueOf(CALLS)));
        Path log = dir.resolve("out.log");
        Process process = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(Redirect.to(log.toFile())).start();
        assertTrue(process.waitFor(60, TimeUnit.SECONDS), "the program under the agent did not end");
        String output = Files.readString(log, StandardCharsets.UTF_8);
        assertEquals(0, process.exitValue(), output);
        assertTrue(output.contains("done "), output);
        return InjectionReport.read(report, injection, "the test program");
    }
}
