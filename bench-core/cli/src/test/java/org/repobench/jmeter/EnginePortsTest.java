package org.repobench.jmeter;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** An engine's two fixed ports: the objects' follows the registry's unless both are named; mistakes are one line. */
class EnginePortsTest {
    @Test
    void theObjectsTakeTheNextPortUnlessNamed() {
        assertEquals(new EnginePorts(1099, 1100), EnginePorts.after(1099));
        assertEquals(new EnginePorts(1099, 4000), EnginePorts.parse("1099, 4000"));
    }

    @Test
    void eachMistakeIsOneLineNamingTheValue() {
        IllegalArgumentException last = assertThrows(IllegalArgumentException.class, () -> EnginePorts.after(65_535));
        assertTrue(last.getMessage().startsWith("'65535' leaves no port"), last.getMessage());
        for (String wrong : List.of("1099", "1099,1099", "1099,x", "0,1", "1,70000", "1,2,3")) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> EnginePorts.parse(wrong),
                    wrong);
            assertTrue(e.getMessage().startsWith("'" + wrong.replace(" ", "") + "'")
                    || e.getMessage().startsWith("'" + wrong + "'"), e.getMessage());
            assertTrue(e.getMessage().contains("accepted: " + EnginePorts.ACCEPTED), e.getMessage());
            assertEquals(1, e.getMessage().lines().count(), e.getMessage());
        }
    }
}
