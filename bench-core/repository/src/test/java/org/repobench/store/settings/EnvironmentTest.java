package org.repobench.store.settings;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.repobench.store.StoreUnavailableException;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class EnvironmentTest {
    private static final String NAME = "REPOBENCH_ENVIRONMENT_TEST_SETTING";

    @AfterEach
    void clear() {
        System.clearProperty(NAME);
        System.clearProperty(CredentialsFile.PROPERTY);
    }

    @Test
    void systemPropertyWinsOverEnvironmentVariable() {
        Environment environment = Environment.of(Map.of(NAME, "property"), Map.of(NAME, "variable"));
        assertEquals(Optional.of("property"), environment.get(NAME));
        assertEquals(Optional.of("variable"), Environment.of(Map.of(), Map.of(NAME, "variable")).get(NAME));
    }

    @Test
    void aSecondServersSettingsAreTheSameNamesAfterAPrefixAndNeverTheUsersVariables() {
        Environment environment = Environment.of(Map.of(NAME, "target", "sideBySide." + NAME, "second"),
                Map.of(NAME, "variable", "sideBySide." + NAME, "variable"));
        assertEquals(Optional.of("second"), environment.within("sideBySide.").get(NAME));
        assertEquals(Optional.of("target"), environment.get(NAME));
        assertEquals(Optional.empty(), Environment.of(Map.of(), Map.of(NAME, "variable")).within("sideBySide.")
                .get(NAME));
    }

    @Test
    void emptyValuesCountAsUnset() {
        Environment environment = Environment.of(Map.of(NAME, ""), Map.of(NAME, "variable"));
        assertEquals(Optional.of("variable"), environment.get(NAME));
        assertEquals(Optional.empty(), Environment.of(Map.of(), Map.of(NAME, "")).get(NAME));
    }

    @Test
    void credentialsFileStandsInForSystemProperties() throws Exception {
        Path file = CredentialsFile.create(Map.of(NAME, "from-file"));
        try {
            System.setProperty(CredentialsFile.PROPERTY, file.toString());
            assertEquals(Optional.of("from-file"), Environment.system().get(NAME));
            System.setProperty(NAME, "from-property");
            assertEquals(Optional.of("from-property"), Environment.system().get(NAME));
        } finally {
            Files.deleteIfExists(file);
        }
    }

    @Test
    @DisabledOnOs(OS.WINDOWS)
    void credentialsFileIsReadableByItsOwnerOnly() throws Exception {
        Path file = CredentialsFile.create(Map.of(NAME, "secret=with:odd chars"));
        try {
            assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
            assertEquals(Map.of(NAME, "secret=with:odd chars"), CredentialsFile.read(file));
        } finally {
            Files.deleteIfExists(file);
        }
    }

    @Test
    void aMissingCredentialsFileIsReportedWithItsPath() {
        System.setProperty(CredentialsFile.PROPERTY, "/nonexistent/repobench-credentials.properties");
        StoreUnavailableException e = assertThrows(StoreUnavailableException.class,
                () -> Environment.system().get(NAME));
        assertTrue(e.getMessage().contains("/nonexistent/repobench-credentials.properties"), e.getMessage());
    }
}
