package org.repobench.crud;

import org.repobench.ldp.fedora.FedoraBuild;
import org.repobench.ldp.fedora.TestBuilds;

class WritesOverFedora475Test extends WritesOverHttpContract {
    @Override
    public FedoraBuild build() {
        return TestBuilds.FEDORA_4_7_5;
    }
}
