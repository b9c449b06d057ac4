package org.repobench.jmeter;

import org.repobench.store.settings.Environment;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;

/**
 * Makes the keystore a load's controller and its engines share: one PKCS12 file holding a fresh key pair (EC P-256)
 * and its self-signed certificate, and beside it its password, a random one in a file of its own; both readable by
 * their owner only. Each side presents that certificate and trusts nothing else ({@link LoadKeystore}), so whoever
 * holds a copy, and no one else, can drive the engines or feed the controller. The JDK has no public API to sign a
 * certificate, so the running JDK's own keytool makes it; the password reaches keytool through its file, never its
 * command line.
 */
public final class LoadKeys {
    /** The keystore's name in the directory it is made in. */
    public static final String FILE_NAME = "repobench-load.p12";
    /** How long its certificate is valid: a handshake after that fails, and a new keystore is made. */
    public static final int VALID_DAYS = 365;
    static final String ALIAS = "repobench-load";
    private static final int PASSWORD_BYTES = 24;
    private static final long KEYTOOL_SECONDS = 60;
    private static final Set<PosixFilePermission> OWNER_ONLY = PosixFilePermissions.fromString("rw-------");
    private static final Set<PosixFilePermission> OWNER_DIRECTORY = PosixFilePermissions.fromString("rwx------");

    private LoadKeys() {
    }

    /**
     * Makes {@link #FILE_NAME} and its password file in the directory (made if missing, its owner's only); one that
     * is there already is never overwritten (engines may hold a copy of it).
     *
     * @return the keystore, opened
     */
    public static LoadKeystore create(Path directory) throws IOException, InterruptedException {
        Path keystore = directory.resolve(FILE_NAME);
        Path password = LoadKeystore.passwordFile(keystore);
        for (Path existing : List.of(keystore, password)) {
            if (Files.exists(existing)) {
                throw new LoadKeystoreException(existing + " exists already, and the engines holding a copy of it"
                        + " would refuse a new one; accepted: a directory without " + FILE_NAME + ", or that file"
                        + " and its password file removed first");
            }
        }
        if (!Files.isDirectory(directory)) {
            Files.createDirectories(directory, PosixFilePermissions.asFileAttribute(OWNER_DIRECTORY));
        }
        byte[] secret = new byte[PASSWORD_BYTES];
        new SecureRandom().nextBytes(secret);
        try {
            Files.writeString(Files.createFile(password, PosixFilePermissions.asFileAttribute(OWNER_ONLY)),
                    Base64.getUrlEncoder().withoutPadding().encodeToString(secret) + "\n", StandardCharsets.UTF_8);
        } catch (FileAlreadyExistsException e) {
            throw new LoadKeystoreException(password + " appeared while it was being made; accepted: one load-keys"
                    + " at a time in a directory", e);
        }
        try {
            keytool(keystore, password);
            Files.setPosixFilePermissions(keystore, OWNER_ONLY);
            return LoadKeystore.open(keystore, Environment.of(Map.of(), Map.of()));
        } catch (IOException | InterruptedException | RuntimeException e) {
            Files.deleteIfExists(keystore);
            Files.deleteIfExists(password);
            throw e;
        }
    }

    private static void keytool(Path keystore, Path password) throws IOException, InterruptedException {
        Path keytool = Path.of(System.getProperty("java.home"), "bin", "keytool");
        if (!Files.isExecutable(keytool)) {
            throw new LoadKeystoreException("this Java (" + System.getProperty("java.home") + ") has no keytool to"
                    + " sign a certificate with; accepted: a JDK, not a JRE");
        }
        Process process = new ProcessBuilder(keytool.toString(), "-genkeypair", "-alias", ALIAS, "-keyalg", "EC",
                "-groupname", "secp256r1", "-sigalg", "SHA256withECDSA", "-dname", "CN=repobench load",
                "-validity", String.valueOf(VALID_DAYS), "-storetype", "PKCS12", "-keystore", keystore.toString(),
                "-storepass:file", password.toString(), "-noprompt")
                .redirectErrorStream(true).redirectInput(ProcessBuilder.Redirect.from(Path.of("/dev/null").toFile()))
                .start();
        String said;
        try (InputStream out = process.getInputStream()) {
            said = new String(out.readAllBytes(), StandardCharsets.UTF_8).strip();
        }
        if (!process.waitFor(KEYTOOL_SECONDS, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new IOException("keytool did not make " + keystore + " within " + KEYTOOL_SECONDS + " s");
        }
        if (process.exitValue() != 0 || !Files.isRegularFile(keystore)) {
            throw new IOException("keytool could not make " + keystore + " (exit " + process.exitValue() + "): "
                    + said.lines().findFirst().orElse("it said nothing"));
        }
    }
}
