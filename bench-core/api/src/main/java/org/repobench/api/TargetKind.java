package org.repobench.jmh;

import org.repobench.api.EnumValues;
import org.repobench.ldp.fedora.FedoraVersion;

import java.util.Optional;

/**
 * The system a benchmark measures (the JMH {@code target} param): the in-process model of Fedora 4, a Fedora server
 * the suite starts, or the LDP server {@code REPOBENCH_LDP_URL} names.
 */
public enum TargetKind implements EnumValues.Named {
    MODEL("model", null),
    FEDORA_4_7_5("fedora-4.7.5", FedoraVersion.FEDORA_4_7_5),
    FEDORA_6_1_0("fedora-6.1.0", FedoraVersion.FEDORA_6_1_0),
    URL("url", null);

    private final String cliName;
    private final FedoraVersion managed;

    TargetKind(String cliName, FedoraVersion managed) {
        this.cliName = cliName;
        this.managed = managed;
    }

    @Override
    public String cliName() {
        return cliName;
    }

    /** The Fedora the suite starts for this target, if it starts one. */
    public Optional<FedoraVersion> managed() {
        return Optional.ofNullable(managed);
    }

    /** Reached over HTTP (everything but the model). */
    public boolean overHttp() {
        return this != MODEL;
    }
}
