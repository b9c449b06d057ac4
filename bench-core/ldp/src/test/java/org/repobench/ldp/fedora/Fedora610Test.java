package org.repobench.ldp.fedora;

import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.repobench.ldp.LdpException;
import org.repobench.ldp.ServerProbe;

import java.nio.file.Files;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class Fedora610Test extends ManagedFedoraContract {
    @Override
    public FedoraBuild build() {
        return TestBuilds.FEDORA_6_1_0;
    }

    @Test
    @Order(8)
    void itDemandsTheCredentialsItWasStartedWith(ManagedFedora fedora) {
        LdpException failure = assertThrows(LdpException.class,
                () -> ServerProbe.probe(fedora.server().root(), Optional.empty()));

        assertTrue(failure.getMessage().contains("401"), failure.getMessage());
    }

    @Test
    @Order(9)
    void itsIndexIsTheH2DatabaseInItsHome(ManagedFedora fedora) {
        assertTrue(Files.isRegularFile(fedora.home().resolve("data/fcrepo-h2.mv.db")));
        assertTrue(Files.isDirectory(fedora.home().resolve("data/ocfl-root")));
    }
}
