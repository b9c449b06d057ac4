package org.repobench.ldp.fedora;

class Fedora475Test extends ManagedFedoraContract {
    @Override
    public FedoraBuild build() {
        return TestBuilds.FEDORA_4_7_5;
    }
}
