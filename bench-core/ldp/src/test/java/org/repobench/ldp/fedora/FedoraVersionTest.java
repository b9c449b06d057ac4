package org.repobench.ldp.fedora;

import org.junit.jupiter.api.Test;
import org.repobench.api.EnumValues;
import org.repobench.api.TargetKind;
import org.repobench.ldp.FedoraVocabulary;
import org.repobench.store.StoreKind;

import java.util.EnumSet;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FedoraVersionTest {
    @Test
    void usersWriteTheVersionsByTheirOwnNames() {
        assertEquals(FedoraVersion.FEDORA_4_7_5, EnumValues.parse(FedoraVersion.class, "-p fedora", "fedora-4.7.5"));
        assertEquals(FedoraVersion.FEDORA_6_1_0, EnumValues.parse(FedoraVersion.class, "-p fedora", "FEDORA_6_1_0"));
        assertEquals("fedora-4.7.5, fedora-6.1.0", EnumValues.accepted(FedoraVersion.class));
    }

    @Test
    void eachVersionIsTheOneTheSuiteStartsForItsTarget() {
        assertEquals(Optional.of(FedoraVersion.FEDORA_4_7_5), FedoraVersion.startedFor(TargetKind.FEDORA_4_7_5));
        assertEquals(Optional.of(FedoraVersion.FEDORA_6_1_0), FedoraVersion.startedFor(TargetKind.FEDORA_6_1_0));
        assertEquals(Optional.empty(), FedoraVersion.startedFor(TargetKind.MODEL));
        assertEquals(Optional.empty(), FedoraVersion.startedFor(TargetKind.URL));
        assertEquals(TargetKind.FEDORA_6_1_0.cliName(), FedoraVersion.FEDORA_6_1_0.cliName());
    }

    @Test
    void whatDiffers() {
        assertFalse(FedoraVersion.FEDORA_4_7_5.needsBasicAuth());
        assertTrue(FedoraVersion.FEDORA_6_1_0.needsBasicAuth());
        assertTrue(FedoraVersion.FEDORA_4_7_5.hasCacheSize());
        assertFalse(FedoraVersion.FEDORA_6_1_0.hasCacheSize());
        assertEquals(Optional.empty(), FedoraVersion.FEDORA_4_7_5.cacheSizeNotApplicable());
        assertTrue(FedoraVersion.FEDORA_6_1_0.cacheSizeNotApplicable().orElseThrow()
                .startsWith("cacheSize is not applicable to fedora-6.1.0: "));
        assertEquals(FedoraVocabulary.FEDORA_4, FedoraVersion.FEDORA_4_7_5.vocabulary());
        assertEquals(FedoraVocabulary.FEDORA_5_AND_LATER, FedoraVersion.FEDORA_6_1_0.vocabulary());
        assertEquals("Fedora 6.1.0", FedoraVersion.FEDORA_6_1_0.product());
        assertFalse(FedoraVersion.FEDORA_4_7_5.hasArchivalGroups());
        assertTrue(FedoraVersion.FEDORA_6_1_0.hasArchivalGroups());
    }

    @Test
    void bothRunOnFilesPostgresqlAndMysqlButNotLevelDb() {
        for (FedoraVersion version : FedoraVersion.values()) {
            assertEquals(EnumSet.of(StoreKind.FILE, StoreKind.POSTGRESQL, StoreKind.MYSQL), version.stores());
            for (StoreKind store : version.stores()) {
                assertEquals(Optional.empty(), version.notApplicable(store));
            }
            String reason = version.notApplicable(StoreKind.LEVELDB).orElseThrow();
            assertTrue(reason.startsWith("store=leveldb is not applicable to " + version.cliName() + ": "), reason);
            assertTrue(reason.endsWith("; accepted: file, postgresql, mysql"), reason);
            assertFalse(reason.contains("\n"));
        }
    }
}
