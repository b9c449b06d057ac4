package org.repobench.run;

import org.junit.jupiter.api.Test;
import org.repobench.jmh.FlameAgent;
import org.repobench.ldp.LdpException;
import org.repobench.ldp.inject.Injection;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LauncherOptionsTest {
    @Test
    void oneServerIsOursAndTheRestIsJmhs() {
        LauncherOptions own = LauncherOptions.split(List.of("--one-server", "-f", "3", "--no-report"));
        assertTrue(own.oneServer());
        assertFalse(own.report());
        assertEquals(List.of("-f", "3"), own.jmhArgs());
        assertFalse(LauncherOptions.split(List.of("-f", "3")).oneServer(), "a server start per fork by default");
        assertTrue(own.bytesStored(), "what a server stores is measured by default");
        assertFalse(LauncherOptions.split(List.of("--no-bytes-stored", "-f", "3")).bytesStored());
        assertEquals(Optional.of("--no-bytes-stored"), LauncherOptions.split(List.of("--no-bytes-stored"))
                .serverOnlyOption());
        assertEquals(Optional.of("--server-inject"), LauncherOptions.split(List.of("--no-bytes-stored",
                "--server-inject", "cpu=10%")).serverOnlyOption());
        assertEquals(Optional.empty(), own.serverOnlyOption());
    }

    @Test
    void anUnknownOptionNamesOneServerAmongTheAccepted() {
        LaunchException e = assertThrows(LaunchException.class,
                () -> LauncherOptions.split(List.of("--one-servers")));
        assertTrue(e.getMessage().startsWith("unknown option '--one-servers'; accepted: --out DIR, --no-report,"
                + " --one-server,"), e.getMessage());
    }

    @Test
    void aServerInjectionIsOursAndCheckedBeforeAnythingRuns() {
        LauncherOptions own = LauncherOptions.split(List.of("-p", "target=fedora-6.1.0", "--server-inject",
                "alloc=5%", "-f", "2"));
        assertEquals(Optional.of(Injection.parse("alloc=5%")), own.serverInjection());
        assertEquals(List.of("-p", "target=fedora-6.1.0", "-f", "2"), own.jmhArgs());
        assertEquals(Optional.empty(), LauncherOptions.split(List.of("-f", "2")).serverInjection());
        LdpException e = assertThrows(LdpException.class,
                () -> LauncherOptions.split(List.of("--server-inject", "gpu=5%")));
        assertTrue(e.getMessage().startsWith("--server-inject: 'gpu=5%' is not accepted; accepted: KIND=PERCENT%"),
                e.getMessage());
    }

    @Test
    void flameGraphsAreOursAndGiveTheServersTheOptionsTheirStacksNeed() {
        LauncherOptions own = LauncherOptions.split(List.of("--flame", "--server-jvm-args", "-Xmx1g", "-f", "2"));
        assertTrue(own.flame());
        assertEquals(List.of("-f", "2"), own.jmhArgs());
        assertEquals(List.of("-Xmx1g"), own.serverJvmArgs(), "what the user gave, as given");
        List<String> server = own.serverOptions().jvmOptions();
        assertEquals("-Xmx1g", server.get(0));
        assertTrue(server.containsAll(FlameAgent.JVM_OPTIONS), server.toString());
        assertFalse(LauncherOptions.split(List.of("-f", "2")).flame());
        assertTrue(LauncherOptions.split(List.of("-f", "2")).serverOptions().isNone(), "nothing without --flame");
    }

    @Test
    void serverJvmArgsAreOursAndChecked() {
        LauncherOptions own = LauncherOptions.split(List.of("--server-jvm-args", "-Xms4g -Xmx4g", "-f", "2"));
        assertEquals(List.of("-Xms4g", "-Xmx4g"), own.serverJvmArgs());
        assertEquals(List.of("-f", "2"), own.jmhArgs());
        assertTrue(LauncherOptions.split(List.of("-f", "2")).serverOptions().isNone());
        LdpException e = assertThrows(LdpException.class,
                () -> LauncherOptions.split(List.of("--server-jvm-args", "-jar x.jar")));
        assertTrue(e.getMessage().startsWith("--server-jvm-args: '-jar' is not accepted"), e.getMessage());
    }

    @Test
    void warmServerIsOursAndChecked() {
        LauncherOptions own = LauncherOptions.split(List.of("--warm-server", "30", "-f", "2"));
        assertEquals(Optional.of(Duration.ofSeconds(30)), own.warmServer());
        assertEquals(List.of("-f", "2"), own.jmhArgs());
        assertEquals(List.of("-Drepobench.ldp.warmServer=30"), own.serverForkSettings());
        assertEquals(Optional.of("--warm-server"), own.serverOnlyOption());
        assertEquals(List.of(), LauncherOptions.split(List.of("-f", "2")).serverForkSettings());
        for (String wrong : List.of("0", "601", "ten", "")) {
            LaunchException e = assertThrows(LaunchException.class,
                    () -> LauncherOptions.split(List.of("--warm-server", wrong)));
            assertEquals("--warm-server: '" + wrong + "' is not a number of seconds; accepted: whole seconds from 1 to"
                    + " 600 (the longest a fork warms its server)", e.getMessage());
        }
        assertEquals("--warm-server needs a value",
                assertThrows(LaunchException.class, () -> LauncherOptions.split(List.of("--warm-server")))
                        .getMessage());
    }

    @Test
    void serverProfileRecordsUnderTheResults() {
        LauncherOptions own = LauncherOptions.split(List.of("--server-profile", "--out", "some/dir", "-f", "2"));
        assertTrue(own.serverProfile());
        assertEquals(Optional.of(Path.of("some/dir", LauncherOptions.PROFILES)), own.serverOptions().profiles());
        assertEquals(Optional.of("--server-profile"), own.serverOnlyOption());
        assertEquals(List.of("-f", "2"), own.jmhArgs());
        assertEquals(Optional.empty(), LauncherOptions.split(List.of("-f", "2")).serverOptions().profiles());
    }

    @Test
    void sideBySideIsAFedoraBuildWithACostOfItsOwn() {
        LauncherOptions own = LauncherOptions.split(List.of("--server-inject", "cpu=5%", "--side-by-side",
                "war:/x/f.war", "--side-by-side-inject", "cpu=10%", "--server-jvm-args", "-Xmx2g", "-f", "2"));
        assertEquals(Optional.of("war:/x/f.war"), own.sideBySide());
        assertEquals(Optional.of(Injection.parse("cpu=10%")), own.sideBySideOptions().injection());
        assertEquals(Optional.of(Injection.parse("cpu=5%")), own.serverOptions().injection(), "the target's alone");
        assertEquals(List.of("-Xmx2g"), own.sideBySideOptions().jvmOptions(), "both servers' JVM");
        assertEquals(List.of("-f", "2"), own.jmhArgs());
        assertEquals(Optional.of("--side-by-side"), LauncherOptions.split(List.of("--side-by-side", "fedora-6.1.0"))
                .serverOnlyOption());
    }

    @Test
    void sideBySideRefusesWhatItCannotStartOrDo() {
        for (String notABuild : List.of("model", "url", "")) {
            LaunchException e = assertThrows(LaunchException.class,
                    () -> LauncherOptions.split(List.of("--side-by-side", notABuild)));
            assertEquals("--side-by-side: '" + notABuild + "' is not a Fedora build the suite starts; accepted:"
                    + " war:PATH or fedora-VERSION", e.getMessage());
        }
        assertTrue(assertThrows(LaunchException.class, () -> LauncherOptions.split(List.of("--side-by-side-inject",
                "cpu=10%"))).getMessage().startsWith("--side-by-side-inject is not applicable without --side-by-side"));
        assertTrue(assertThrows(LaunchException.class, () -> LauncherOptions.split(List.of("--side-by-side",
                "fedora-6.1.0", "--warm-server", "30"))).getMessage()
                .startsWith("--warm-server is not applicable with --side-by-side"));
    }

    /** The option's old spellings are refused with one line naming the new one, never taken as it nor handed on. */
    @Test
    void anOldSpellingOfSideBySideIsRefusedNamingTheNewOne() {
        assertEquals("--beside is now spelled --side-by-side T; see ./repobench run --help",
                assertThrows(LaunchException.class, () -> LauncherOptions.split(List.of("--beside", "fedora-6.1.0",
                        "-f", "1"))).getMessage());
        assertEquals("--beside-inject is now spelled --side-by-side-inject COST; see ./repobench run --help",
                assertThrows(LaunchException.class, () -> LauncherOptions.split(List.of("--beside-inject",
                        "cpu=10%"))).getMessage());
    }
}
