package org.repobench.ldp.inject;

import org.junit.jupiter.api.Test;
import org.repobench.api.OptionNames;
import org.repobench.ldp.LdpException;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code --server-inject}'s value: what it accepts, and one line for anything else. */
class InjectionTest {
    private static final String SERVICE = "org.example.Service";
    private static final String OTHER = "org.example.Other";
    private static final String AT = "cpu=10%@";

    @Test
    void aCostAloneInstrumentsFedorasRequestPaths() {
        Injection cpu = Injection.parse("cpu=10%");
        assertEquals(InjectionKind.CPU, cpu.kind());
        assertEquals(0.1, cpu.fraction(), 1e-12);
        assertEquals(Injection.FEDORA_REQUESTS, cpu.points());
        assertEquals("cpu=10%", cpu.spec());
        assertEquals("cpu=10% in FedoraLdp#getResource,createObject and RdfStreamProvider#writeTo", cpu.describe());
    }

    @Test
    void namedMethodsReplaceTheDefaultAndSurviveTheRoundTrip() {
        Injection alloc = Injection.parse("alloc=2.5%@" + SERVICE + "#handle,write+" + OTHER + "#run");
        assertEquals(InjectionKind.ALLOCATION, alloc.kind());
        assertEquals(0.025, alloc.fraction(), 1e-12);
        assertEquals(List.of(new InjectionPoint(SERVICE, List.of("handle", "write")),
                new InjectionPoint(OTHER, List.of("run"))), alloc.points());
        assertEquals(alloc, Injection.parse(alloc.spec()));
    }

    @Test
    void everyMistakeIsOneLineNamingTheValueAndWhatIsAccepted() {
        for (String bad : List.of("", "cpu", "cpu=10", "cpu=%", "cpu=ten%", "cpu=0%", "cpu=-5%", "cpu=1001%",
                "io=10%", "cpu=10%@", "cpu=10%@Service#run", AT + SERVICE, AT + SERVICE + "#", AT + SERVICE + "#a,,b",
                AT + SERVICE + "#run+")) {
            String message = assertThrows(LdpException.class, () -> Injection.parse(bad), bad).getMessage();
            assertFalse(message.contains("\n"), message);
            assertTrue(message.startsWith(OptionNames.SERVER_INJECT + ": '" + bad + "' "), message);
            assertTrue(message.contains("accepted: "), message);
        }
    }

    @Test
    void theAgentsArgumentsCarryTheCostThePointsAndTheReport() {
        Injection cpu = Injection.parse("cpu=12.5%@" + SERVICE + "#handle");
        var parsed = InjectionAgent.parse(cpu.agentArgs(Path.of("/tmp/report")));
        assertEquals(List.of("cpu"), parsed.get(InjectionAgent.KIND));
        assertEquals(List.of("0.125"), parsed.get(InjectionAgent.FRACTION));
        assertEquals(List.of("/tmp/report"), parsed.get(InjectionAgent.REPORT));
        assertEquals(List.of(SERVICE + "#handle"), parsed.get(InjectionAgent.POINT));
    }
}
