package org.repobench.crud;

import org.repobench.ldp.fedora.FedoraVersion;

class WritesOverFedora610Test extends WritesOverHttpContract {
    @Override
    public FedoraVersion version() {
        return FedoraVersion.FEDORA_6_1_0;
    }
}
