package org.repobench.ldp.fedora;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repobench.api.Target;
import org.repobench.ldp.FedoraVocabulary;
import org.repobench.ldp.LdpException;
import org.repobench.store.BinaryStoreKind;
import org.repobench.store.StoreKind;
import org.repobench.store.settings.Environment;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.Map;
import java.util.Optional;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FedoraBuildTest {
    private static final String JAVAX_WEB_XML = "<web-app xmlns=\"http://java.sun.com/xml/ns/javaee\""
            + " version=\"3.0\"/>";
    private static final String JAKARTA_WEB_XML = "<web-app xmlns=\"https://jakarta.ee/xml/ns/jakartaee\""
            + " version=\"6.0\"/>";

    @Test
    void theBuiltInReleasesAreTheirTargetsAndRecordedAsBefore() {
        assertEquals(Target.fedora("4.7.5"), TestBuilds.FEDORA_4_7_5.target());
        assertEquals("FEDORA_4_7_5", TestBuilds.FEDORA_4_7_5.target().recorded());
        assertEquals("FEDORA_6_1_0", TestBuilds.FEDORA_6_1_0.target().recorded());
        assertEquals(FedoraLine.FEDORA_4, TestBuilds.FEDORA_4_7_5.line());
        assertEquals(ServletApi.JAVAX, TestBuilds.FEDORA_6_1_0.servletApi());
        assertEquals("org.fcrepo:fcrepo-webapp:war:6.1.0", TestBuilds.FEDORA_6_1_0.origin());
        assertEquals(64, TestBuilds.FEDORA_6_1_0.sha256().length());
        assertEquals("6.1.0", TestBuilds.FEDORA_6_1_0.describe().get("version"));
    }

    @Test
    void whatDiffers() {
        FedoraBuild four = TestBuilds.FEDORA_4_7_5;
        FedoraBuild six = TestBuilds.FEDORA_6_1_0;
        assertFalse(four.needsBasicAuth());
        assertTrue(six.needsBasicAuth());
        assertTrue(four.hasCacheSize());
        assertFalse(six.hasCacheSize());
        assertEquals(Optional.empty(), four.cacheSizeNotApplicable());
        assertTrue(six.cacheSizeNotApplicable().orElseThrow()
                .startsWith("cacheSize is not applicable to fedora-6.1.0: "));
        assertEquals(FedoraVocabulary.FEDORA_4, four.vocabulary());
        assertEquals(FedoraVocabulary.FEDORA_5_AND_LATER, six.vocabulary());
        assertEquals("Fedora 6.1.0", six.product());
        assertFalse(four.hasArchivalGroups());
        assertTrue(six.hasArchivalGroups());
        assertEquals(Optional.of("VERSION"), four.childVersioning());
        assertEquals(Optional.empty(), six.childVersioning());
        assertTrue(four.notApplicable(BinaryStoreKind.S3).isEmpty());
        assertTrue(six.notApplicable(BinaryStoreKind.S3).isPresent());
    }

    @Test
    void fedora5RunsModeShapeBehindBasicAuthAndMakesMementos(@TempDir Path dir) throws IOException {
        FedoraBuild five = WarInspection.inspect(war(dir.resolve("five.war"), "5.0.2", JAVAX_WEB_XML),
                Optional.of(FedoraRegistry.coordinates("5.0.2")));

        assertEquals(FedoraLine.FEDORA_5, five.line());
        assertTrue(five.needsBasicAuth());
        assertTrue(five.hasCacheSize());
        assertEquals(FedoraVocabulary.FEDORA_5_AND_LATER, five.vocabulary());
        assertFalse(five.hasArchivalGroups());
        assertTrue(five.autoVersioningNotApplicable().isPresent());
        assertEquals("fedora-5.0.2", five.cliName());
    }

    @Test
    void allRunOnFilesPostgresqlAndMysqlButNotLevelDb() {
        for (FedoraBuild build : TestBuilds.values()) {
            assertEquals(EnumSet.of(StoreKind.FILE, StoreKind.POSTGRESQL, StoreKind.MYSQL), build.stores());
            String reason = build.notApplicable(StoreKind.LEVELDB).orElseThrow();
            assertTrue(reason.startsWith("store=leveldb is not applicable to " + build.cliName() + ": "), reason);
            assertTrue(reason.endsWith("; accepted: file, postgresql, mysql"), reason);
        }
    }

    @Test
    void aWarSaysItsVersionLineServletApiAndSha(@TempDir Path dir) throws IOException {
        Path javax = war(dir.resolve("six.war"), "6.5.2", JAVAX_WEB_XML);
        Path jakarta = war(dir.resolve("seven.war"), "7.0.0", JAKARTA_WEB_XML);

        FedoraBuild six = WarInspection.inspect(javax, Optional.empty());
        FedoraBuild seven = WarInspection.inspect(jakarta, Optional.empty());

        assertEquals(FedoraLine.FEDORA_6, six.line());
        assertEquals(ServletApi.JAVAX, six.servletApi());
        assertEquals(FedoraLine.FEDORA_7, seven.line());
        assertEquals(ServletApi.JAKARTA, seven.servletApi());
        assertEquals("7.0.0", seven.version());
        assertEquals(WarInspection.sha256(jakarta), seven.sha256());
        assertEquals("war-7.0.0-" + seven.sha256().substring(0, 8), seven.cliName());
        assertEquals(jakarta.toString(), seven.origin());
        assertTrue(Target.parse(seven.target().recorded()).isManaged());
    }

    @Test
    void badWarsAreOneLineEach(@TempDir Path dir) throws IOException {
        Path missing = dir.resolve("nowhere.war");
        Path notFedora = dir.resolve("other.war");
        try (ZipOutputStream zip = new ZipOutputStream(Files.newOutputStream(notFedora))) {
            zip.putNextEntry(new ZipEntry(WarInspection.WEB_XML));
            zip.write(JAVAX_WEB_XML.getBytes(StandardCharsets.UTF_8));
        }
        Path notZip = Files.writeString(dir.resolve("text.war"), "not a zip");
        Path fedora3 = war(dir.resolve("three.war"), "3.8.1", JAVAX_WEB_XML);

        for (Path war : new Path[] {missing, notFedora, notZip, fedora3}) {
            LdpException failure = assertThrows(LdpException.class, () -> WarInspection.inspect(war,
                    Optional.empty()));
            assertTrue(failure.getMessage().startsWith("war: " + war), failure.getMessage());
            assertTrue(failure.getMessage().contains("accepted: "), failure.getMessage());
            assertFalse(failure.getMessage().contains("\n"));
        }
        assertTrue(assertThrows(LdpException.class, () -> WarInspection.inspect(notFedora, Optional.empty()))
                .getMessage().contains("is not a Fedora war"));
    }

    @Test
    void aJakartaWarWithNoJava21IsOneLineBeforeAnyStart(@TempDir Path dir) throws IOException {
        Path jakarta = war(dir.resolve("seven.war"), "7.0.0", JAKARTA_WEB_XML);
        Environment noJava = Environment.of(Map.of(ServerJava.SETTING, dir.toString()), Map.of());

        LdpException failure = assertThrows(LdpException.class, () -> FedoraBuilds.resolve(
                Target.parse("war:" + jakarta), noJava));

        assertTrue(failure.getMessage().startsWith(ServerJava.SETTING + ": '" + dir + "' is not a Java home"),
                failure.getMessage());
    }

    @Test
    void aLongBuildNameStillMakesADatabaseNamePostgresqlTakes(@TempDir Path dir) {
        String build = Target.war("7.1.0-SNAPSHOT-with-a-very-long/qualifier,of-its-own", "0123456789abcdef").cliName();

        String name = ServerStorage.databaseName(build, BinaryStoreKind.S3, dir);

        assertTrue(name.length() <= ServerStorage.MAX_DATABASE_NAME, name);
        assertTrue(name.matches("rbldp_war_7_1_0_snapshot_[a-z0-9_]*_s3_[0-9a-f]{6}"), name);
        assertEquals("war-7.1.0-SNAPSHOT-with-a-very-long-qualifier-of-its-own-01234567", build);
    }

    /** A war with nothing but what the suite reads: pom.properties and web.xml. */
    static Path war(Path file, String version, String webXml) throws IOException {
        try (OutputStream out = Files.newOutputStream(file); ZipOutputStream zip = new ZipOutputStream(out)) {
            zip.putNextEntry(new ZipEntry(WarInspection.POM_PROPERTIES));
            zip.write(("groupId=org.fcrepo\nartifactId=fcrepo-webapp\nversion=" + version + "\n")
                    .getBytes(StandardCharsets.UTF_8));
            zip.putNextEntry(new ZipEntry(WarInspection.WEB_XML));
            zip.write(webXml.getBytes(StandardCharsets.UTF_8));
        }
        return file;
    }
}
