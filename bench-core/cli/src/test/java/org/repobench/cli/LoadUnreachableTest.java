package org.repobench.cli;

import org.junit.jupiter.api.Test;
import org.repobench.api.Target;
import org.repobench.jmeter.LoadEngine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A Fedora the suite starts listens on 127.0.0.1 only: a load that names an engine on another machine for it is one
 * line (a usage mistake: exit 2), before any engine is asked or any server starts.
 */
class LoadUnreachableTest {
    @Test
    void anEngineOnAnotherMachineCannotReachAManagedFedora() {
        // 192.0.2.0/24 is documentation space: nothing is sent to it, the refusal comes before any engine is asked
        UsageException e = assertThrows(UsageException.class, () -> LoadCommand.refuseUnreachable(
                Target.parse("fedora-6.1.0"), LoadEngine.parseList("127.0.0.1:1099,192.0.2.7:1099")));
        assertEquals(1, e.getMessage().lines().count(), e.getMessage());
        assertTrue(e.getMessage().startsWith("--engines: 192.0.2.7:1099 is not on this machine")
                && e.getMessage().contains("listens on 127.0.0.1 only") && e.getMessage().contains("accepted:"),
                e.getMessage());
    }

    @Test
    void enginesOnThisMachineAreNotRefusedForIt() {
        LoadCommand.refuseUnreachable(Target.parse("fedora-6.1.0"),
                LoadEngine.parseList("127.0.0.1:1099,localhost:1100"));
        LoadCommand.refuseUnreachable(Target.parse("url"),
                LoadEngine.parseList("192.0.2.7:1099"));
    }
}
