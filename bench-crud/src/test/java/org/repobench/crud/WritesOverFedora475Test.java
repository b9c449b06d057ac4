package org.repobench.crud;

import org.repobench.ldp.fedora.FedoraVersion;

class WritesOverFedora475Test extends WritesOverHttpContract {
    @Override
    public FedoraVersion version() {
        return FedoraVersion.FEDORA_4_7_5;
    }
}
