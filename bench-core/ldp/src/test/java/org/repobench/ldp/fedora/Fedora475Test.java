package org.repobench.ldp.fedora;

class Fedora475Test extends ManagedFedoraContract {
    @Override
    public FedoraVersion version() {
        return FedoraVersion.FEDORA_4_7_5;
    }
}
