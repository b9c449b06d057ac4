package org.repobench.ldp.fedora;

import org.repobench.ldp.LdpException;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Optional;
import java.util.Properties;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;
import java.util.zip.ZipFile;

/**
 * What a war says it is: its version from {@code META-INF/maven/org.fcrepo/fcrepo-webapp/pom.properties} (and so its
 * line), its servlet API from its web.xml's namespace, its SHA-256. A file that is not a Fedora war is one line.
 */
public final class WarInspection {
    static final String POM_PROPERTIES = "META-INF/maven/org.fcrepo/fcrepo-webapp/pom.properties";
    static final String WEB_XML = "WEB-INF/web.xml";
    private static final String ACCEPTED = "; accepted: an fcrepo-webapp war (one with " + POM_PROPERTIES + ")";

    private WarInspection() {
    }

    /**
     * @param coordinates the registry coordinates the war was resolved from; empty for a war of one's own
     * @throws LdpException one line naming the file and what was wrong with it
     */
    public static FedoraBuild inspect(Path war, Optional<String> coordinates) {
        Path file = war.toAbsolutePath().normalize();
        if (!Files.isRegularFile(file)) {
            throw new LdpException("war: " + war + " does not exist or is not a file" + ACCEPTED);
        }
        String version;
        ServletApi api;
        try (ZipFile zip = new ZipFile(file.toFile())) {
            ZipEntry pom = zip.getEntry(POM_PROPERTIES);
            if (pom == null) {
                throw new LdpException("war: " + war + " is not a Fedora war (it has no " + POM_PROPERTIES + ")"
                        + ACCEPTED);
            }
            Properties properties = new Properties();
            try (InputStream in = zip.getInputStream(pom)) {
                properties.load(in);
            }
            version = properties.getProperty("version", "").trim();
            if (version.isEmpty()) {
                throw new LdpException("war: " + war + " names no version in its " + POM_PROPERTIES + ACCEPTED);
            }
            ZipEntry webXml = zip.getEntry(WEB_XML);
            if (webXml == null) {
                throw new LdpException("war: " + war + " has no " + WEB_XML + ACCEPTED);
            }
            try (InputStream in = zip.getInputStream(webXml)) {
                api = new String(in.readAllBytes(), StandardCharsets.UTF_8).contains(ServletApi.JAKARTA_NAMESPACE)
                        ? ServletApi.JAKARTA : ServletApi.JAVAX;
            }
        } catch (ZipException e) {
            throw new LdpException("war: " + war + " is not a zip file (" + e.getMessage() + ")" + ACCEPTED);
        } catch (IOException e) {
            throw new LdpException("war: cannot read " + war + ": " + e.getMessage() + ACCEPTED);
        }
        String found = version;
        FedoraLine line = FedoraLine.of(version).orElseThrow(() -> new LdpException("war: " + war + " is Fedora "
                + found + ", of a line the suite cannot start; accepted: Fedora " + FedoraLine.accepted()));
        return new FedoraBuild(line, version, api, file, sha256(file), coordinates);
    }

    static String sha256(Path file) {
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            try (InputStream in = new DigestInputStream(Files.newInputStream(file), digest)) {
                in.transferTo(OutputStream.nullOutputStream());
            }
            return HexFormat.of().formatHex(digest.digest());
        } catch (IOException e) {
            throw new LdpException("war: cannot read " + file + ": " + e.getMessage());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("this JVM has no SHA-256", e);
        }
    }
}
