package org.repobench.crud;

import org.repobench.ldp.fedora.FedoraBuild;
import org.repobench.ldp.fedora.TestBuilds;

class WritesOverFedora610Test extends WritesOverHttpContract {
    @Override
    public FedoraBuild build() {
        return TestBuilds.FEDORA_6_1_0;
    }
}
