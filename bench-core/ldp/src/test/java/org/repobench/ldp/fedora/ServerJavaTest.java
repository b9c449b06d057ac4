package org.repobench.ldp.fedora;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repobench.ldp.LdpException;
import org.repobench.store.settings.Environment;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ServerJavaTest {
    private static final Environment NONE = Environment.of(Map.of(), Map.of());

    @Test
    void theSettingWinsThenTheHostThenTheNewestInstalled(@TempDir Path dir) throws IOException {
        Path jvms = dir.resolve("jvm");
        Path java17 = jdk(jvms.resolve("java-17"), "17.0.15");
        Path java21 = jdk(jvms.resolve("temurin-21"), "21.0.5");
        Path java25 = jdk(jvms.resolve("temurin-25"), "25.0.3");
        Path host = dir.resolve("host");

        assertEquals(java25, ServerJava.home(21, NONE, host, 17, jvms));
        assertEquals(host, ServerJava.home(21, NONE, host, 21, jvms));
        assertEquals(java21, ServerJava.home(21, Environment.of(Map.of(), Map.of(ServerJava.SETTING,
                java21.toString())), host, 25, jvms));
        assertEquals(17, ServerJava.version(java17));
    }

    @Test
    void noJavaNewEnoughIsOneLineNamingTheSetting(@TempDir Path dir) throws IOException {
        Path jvms = dir.resolve("jvm");
        Path java17 = jdk(jvms.resolve("java-17"), "17.0.15");

        LdpException none = assertThrows(LdpException.class, () -> ServerJava.home(21, NONE, dir, 17, jvms));
        LdpException old = assertThrows(LdpException.class, () -> ServerJava.home(21,
                Environment.of(Map.of(ServerJava.SETTING, java17.toString()), Map.of()), dir, 17, jvms));

        assertTrue(none.getMessage().startsWith("this war needs Java 21 or later, and none was found"),
                none.getMessage());
        assertTrue(none.getMessage().endsWith("or its home in the setting " + ServerJava.SETTING), none.getMessage());
        assertEquals(ServerJava.SETTING + ": '" + java17 + "' is Java 17; accepted: the home of a JDK 21 or later",
                old.getMessage());
        assertFalse(none.getMessage().contains("\n"));
    }

    private static Path jdk(Path home, String version) throws IOException {
        Path java = home.resolve("bin").resolve("java");
        Files.createDirectories(java.getParent());
        Files.writeString(java, "#!/bin/sh\n");
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwx------"));
        Files.writeString(home.resolve("release"), "JAVA_VERSION=\"" + version + "\"\n");
        return home;
    }
}
