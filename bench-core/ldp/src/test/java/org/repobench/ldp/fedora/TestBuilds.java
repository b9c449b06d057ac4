package org.repobench.ldp.fedora;

import org.repobench.api.Target;
import org.repobench.store.settings.Environment;

import java.util.List;

/** The two Fedora builds this project's build copies (no registry is asked), as tests name them. */
public final class TestBuilds {
    public static final FedoraBuild FEDORA_4_7_5 = FedoraBuilds.resolve(Target.fedora("4.7.5"), Environment.system());
    public static final FedoraBuild FEDORA_6_1_0 = FedoraBuilds.resolve(Target.fedora("6.1.0"), Environment.system());

    private TestBuilds() {
    }

    /** Both, oldest first. */
    public static List<FedoraBuild> values() {
        return List.of(FEDORA_4_7_5, FEDORA_6_1_0);
    }
}
