package org.repobench.jmh;

import org.junit.jupiter.api.Test;
import org.repobench.api.Target;
import org.repobench.api.TargetKind;

import java.nio.file.Path;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The {@code target} param's values ({@link Target}) and the launcher's check of them. */
class TargetCheckTest {
    @Test
    void usersWriteTargetsByNameAndResultsRecordThemAsBefore() {
        assertEquals(Target.MODEL, Target.parse("model"));
        assertEquals(Target.MODEL, Target.parse(" MODEL "));
        assertEquals(Target.URL, Target.parse("url"));
        assertEquals(Target.fedora("4.7.5"), Target.parse("fedora-4.7.5"));
        assertEquals("FEDORA_4_7_5", Target.parse("fedora-4.7.5").recorded());
        assertEquals("FEDORA_6_1_0", Target.parse("fedora-6.1.0").recorded());
        assertEquals("MODEL", Target.MODEL.recorded());
        assertTrue(Target.fedora("4.7.5").isRecordedAs("FEDORA_4_7_5"));
    }

    @Test
    void aRecordedValueParsesBackToItsTarget() {
        assertEquals(Target.fedora("4.7.5"), Target.parse("FEDORA_4_7_5"));
        assertEquals(Target.fedora("5.0.2"), Target.parse("FEDORA_5_0_2"));
        Target war = Target.war("7.0.0", "746353E6BE45B1BC");
        assertEquals("war-7.0.0-746353e6", war.cliName());
        assertEquals("WAR_7_0_0_746353E6", war.recorded());
        assertEquals(war, Target.parse("WAR_7_0_0_746353E6"));
        assertEquals(war, Target.parse("war-7.0.0-746353e6"));
        assertTrue(war.isManaged());
        assertEquals(Optional.empty(), war.registryVersion());
    }

    @Test
    void aWarTargetKeepsItsPathUntilTheLauncherReadsIt() {
        Target war = Target.parse("war:/builds/Fcrepo-Webapp-7.0.0.war");

        assertEquals(TargetKind.MANAGED, war.kind());
        assertEquals(Optional.of(Path.of("/builds/Fcrepo-Webapp-7.0.0.war")), war.warFile());
        assertEquals(Optional.of("5.0.2"), Target.parse("fedora-5.0.2").registryVersion());
        assertTrue(war.overHttp());
        assertFalse(Target.MODEL.overHttp());
    }

    @Test
    void anythingElseIsOneLineSayingWhatIsAccepted() {
        for (String value : new String[] {"fedora", "fedora-", "fedora-x.y", "war:", "FEDORA_4_7_5_x", "jetty"}) {
            IllegalArgumentException failure = assertThrows(IllegalArgumentException.class,
                    () -> new TargetCheck().accept(value));
            assertTrue(failure.getMessage().endsWith("; accepted: " + Target.ACCEPTED), failure.getMessage());
            assertFalse(failure.getMessage().contains("\n"));
        }
    }
}
