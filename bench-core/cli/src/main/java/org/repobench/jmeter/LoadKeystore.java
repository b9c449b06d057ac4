package org.repobench.jmeter;

import org.repobench.store.settings.Environment;

import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.security.cert.Certificate;
import java.security.cert.CertificateExpiredException;
import java.security.cert.CertificateNotYetValidException;
import java.security.cert.X509Certificate;
import java.util.Collections;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;

/**
 * A load keystore ({@link LoadKeys} makes one) opened for TLS with mutual authentication: this side presents its one
 * key pair's certificate and trusts that certificate alone, so the peer at the other end of a connection (an engine,
 * or the controller it calls back) must hold the same key. Its password is read from
 * {@value #PASSWORD_VARIABLE} when set, else from the file beside it ({@code FILE.password}); never from the command
 * line, and it is printed nowhere. TLS 1.3 only; no host name is checked, since the key is the identity.
 */
public final class LoadKeystore {
    /** The environment variable a keystore's password may come from instead of its file. */
    public static final String PASSWORD_VARIABLE = "REPOBENCH_LOAD_KEYSTORE_PASSWORD";
    /** The password file's name: the keystore's and this. */
    public static final String PASSWORD_SUFFIX = ".password";
    static final String PROTOCOL = "TLSv1.3";
    private final Path file;
    private final SSLContext context;
    private final String fingerprint;

    private LoadKeystore(Path file, SSLContext context, String fingerprint) {
        this.file = file;
        this.context = context;
        this.fingerprint = fingerprint;
    }

    /** Where the password of the keystore lies unless the variable gives it. */
    public static Path passwordFile(Path keystore) {
        return keystore.resolveSibling(keystore.getFileName() + PASSWORD_SUFFIX);
    }

    /**
     * Opens it; every mistake is a {@link LoadKeystoreException} of one line naming the file and what is accepted.
     *
     * @param environment where {@value #PASSWORD_VARIABLE} is read (its variables only: a system property would be
     *                    on a command line)
     */
    public static LoadKeystore open(Path file, Environment environment) {
        Path absolute = file.toAbsolutePath().normalize();
        char[] password = password(absolute, environment);
        KeyStore store;
        try (InputStream in = Files.newInputStream(absolute)) {
            store = KeyStore.getInstance("PKCS12");
            store.load(in, password);
        } catch (NoSuchFileException e) {
            throw new LoadKeystoreException(file + ": no such file; accepted: a keystore ./repobench load-keys --out"
                    + " DIR made, copied with its password file");
        } catch (IOException | GeneralSecurityException e) {
            throw new LoadKeystoreException(file + " does not open as a PKCS12 keystore with its password (" + e
                    .getClass().getSimpleName() + "); accepted: a keystore ./repobench load-keys made, with its own"
                    + " password", e);
        }
        X509Certificate certificate = certificate(store, file);
        try {
            certificate.checkValidity();
        } catch (CertificateExpiredException | CertificateNotYetValidException e) {
            throw new LoadKeystoreException(file + ": its certificate is valid from " + certificate.getNotBefore()
                    + " to " + certificate.getNotAfter() + ", not now; accepted: a keystore made again with"
                    + " ./repobench load-keys and copied to every engine", e);
        }
        try {
            KeyManagerFactory keys = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
            keys.init(store, password);
            KeyStore trusted = KeyStore.getInstance("PKCS12");
            trusted.load(null, null);
            trusted.setCertificateEntry(LoadKeys.ALIAS, certificate);
            TrustManagerFactory trust = TrustManagerFactory.getInstance("PKIX");
            trust.init(trusted);
            SSLContext context = SSLContext.getInstance(PROTOCOL);
            context.init(keys.getKeyManagers(), trust.getTrustManagers(), new SecureRandom());
            String fingerprint = HexFormat.ofDelimiter(":").withUpperCase()
                    .formatHex(MessageDigest.getInstance("SHA-256").digest(certificate.getEncoded()));
            return new LoadKeystore(absolute, context, fingerprint);
        } catch (GeneralSecurityException | IOException e) {
            throw new LoadKeystoreException(file + ": its key cannot be used for TLS (" + e + ")", e);
        }
    }

    private static char[] password(Path file, Environment environment) {
        Optional<String> given = environment.variable(PASSWORD_VARIABLE);
        if (given.isPresent()) {
            return given.get().toCharArray();
        }
        Path beside = passwordFile(file);
        try {
            return Files.readString(beside, StandardCharsets.UTF_8).strip().toCharArray();
        } catch (NoSuchFileException e) {
            throw new LoadKeystoreException(file + ": no password: neither " + PASSWORD_VARIABLE + " nor " + beside
                    + "; accepted: the password file ./repobench load-keys wrote beside it, or that variable");
        } catch (IOException e) {
            throw new LoadKeystoreException(beside + " cannot be read (" + e.getClass().getSimpleName() + ")", e);
        }
    }

    /** The certificate of its one key pair. */
    private static X509Certificate certificate(KeyStore store, Path file) {
        try {
            List<String> keys = Collections.list(store.aliases()).stream().filter(alias -> isKey(store, alias))
                    .toList();
            Certificate[] chain = keys.size() == 1 ? store.getCertificateChain(keys.get(0)) : null;
            if (chain == null || chain.length == 0 || !(chain[0] instanceof X509Certificate)) {
                throw new LoadKeystoreException(file + " holds " + keys.size() + " key pairs with a certificate;"
                        + " accepted: a keystore of one, as ./repobench load-keys makes");
            }
            return (X509Certificate) chain[0];
        } catch (GeneralSecurityException e) {
            throw new LoadKeystoreException(file + " cannot be read (" + e + ")", e);
        }
    }

    private static boolean isKey(KeyStore store, String alias) {
        try {
            return store.isKeyEntry(alias);
        } catch (GeneralSecurityException e) {
            return false;
        }
    }

    /** The keystore's file, absolute. */
    public Path file() {
        return file;
    }

    /** TLS that presents this key and trusts it alone. */
    SSLContext context() {
        return context;
    }

    /** The SHA-256 fingerprint of its certificate ({@code AB:CD:...}): two sides that print the same share a key. */
    public String fingerprint() {
        return fingerprint;
    }

    /** {@code /path/repobench-load.p12 (certificate SHA-256 AB:CD:...)}. */
    public String describe() {
        return file + " (certificate SHA-256 " + fingerprint + ")";
    }
}
