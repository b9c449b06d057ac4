package org.repobench.jmeter;

import org.junit.jupiter.api.Test;

import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The handshake before a plan is sent: an engine's identity survives its registry name, one that matches passes, and
 * any difference (revision, JMeter, Java major, or none published) is one line naming both sides.
 */
class EngineIdentityTest {
    private static final LoadEngine ENGINE = new LoadEngine("127.0.0.1", 1099);
    private static final EngineIdentity OURS = new EngineIdentity("1111111111111111111111111111111111111111",
            "5.6.3", 17);

    @Test
    void anIdentityIsReadBackFromTheRegistrysNames() {
        assertEquals(Optional.of(OURS), EngineIdentity.among(new String[]{"JMeterEngine", OURS.registryName()}));
        assertEquals(Optional.empty(), EngineIdentity.among(new String[]{"JMeterEngine"}));
    }

    @Test
    void theSameRevisionJmeterAndJavaPass() {
        assertNull(OURS.refusal(ENGINE, Optional.of(new EngineIdentity(OURS.revision(), "5.6.3", 17))));
    }

    @Test
    void anyDifferenceIsOneLineNamingBothSides() {
        for (EngineIdentity theirs : new EngineIdentity[]{
                new EngineIdentity("2222222222222222222222222222222222222222", "5.6.3", 17),
                new EngineIdentity(OURS.revision() + BuildRevision.DIRTY, "5.6.3", 17),
                new EngineIdentity(OURS.revision(), "5.5", 17),
                new EngineIdentity(OURS.revision(), "5.6.3", 21)}) {
            String line = OURS.refusal(ENGINE, Optional.of(theirs));
            assertEquals(1, line.lines().count(), line);
            assertTrue(line.startsWith("engine 127.0.0.1:1099 runs " + theirs.describe() + "; this controller runs "
                    + OURS.describe()), line);
        }
    }

    @Test
    void anEngineThatPublishesNothingIsRefusedToo() {
        String line = OURS.refusal(ENGINE, Optional.empty());
        assertEquals(1, line.lines().count(), line);
        assertTrue(line.contains("publishes no revision") && line.contains(OURS.describe()), line);
    }

    @Test
    void thisJvmKnowsItsJmeterAndJava() {
        EngineIdentity here = EngineIdentity.here();
        assertEquals("5.6.3", here.jmeter());
        assertEquals(Runtime.version().feature(), here.javaMajor());
        assertTrue(here.revision().matches("[0-9a-f]{40}(\\+dirty)?|unknown"), here.revision());
    }
}
