package org.repobench.jmeter;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LoadEngineTest {
    @Test
    void aListOfHostsAndPortsParses() {
        assertEquals(List.of(new LoadEngine("127.0.0.1", 1099), new LoadEngine("load-2.example.org", 41001),
                        new LoadEngine("::1", 1100)),
                LoadEngine.parseList("127.0.0.1:1099, load-2.example.org:41001,[::1]:1100"));
        assertEquals("[::1]:1100", new LoadEngine("::1", 1100).toString());
    }

    @Test
    void eachMistakeNamesTheValueAndWhatIsAccepted() {
        for (String wrong : List.of("127.0.0.1", "127.0.0.1:", ":1099", "host:port", "host:0", "host:70000",
                "a:1,a:1", "a:1,,b:2")) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> LoadEngine.parseList(wrong), wrong);
            assertTrue(e.getMessage().contains("accepted: host:port"), e.getMessage());
            assertEquals(1, e.getMessage().lines().count(), e.getMessage());
        }
    }

    @Test
    void onlyLoopbackNamesAreThisMachine() {
        for (String here : List.of("127.0.0.1", "127.1.2.3", "localhost", "LOCALHOST", "::1")) {
            assertTrue(new LoadEngine(here, 1099).onThisMachine(), here);
        }
        for (String there : List.of("10.0.0.7", "load-2.example.org", "128.0.0.1", "127.0.0.1.example.org", "::2")) {
            assertFalse(new LoadEngine(there, 1099).onThisMachine(), there);
        }
    }
}
