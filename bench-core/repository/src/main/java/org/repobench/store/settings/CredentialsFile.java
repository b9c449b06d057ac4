package org.repobench.store.settings;

import org.repobench.store.StoreUnavailableException;

import java.io.File;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;

/**
 * Secrets the host hands to its JMH forks. JMH records every fork's JVM arguments in its result JSON, so a password
 * must never be a {@code -D}; the fork gets {@code -Drepobench.credentials=<path>} instead and reads the settings
 * from a properties file only its owner can read.
 */
public final class CredentialsFile {
    /** The system property naming the file. */
    public static final String PROPERTY = "repobench.credentials";

    private CredentialsFile() {
    }

    /** Writes the settings to a new temporary file, readable and writable by its owner only. */
    public static Path create(Map<String, String> settings) throws IOException {
        Path file = createOwnerOnly("repobench-credentials-", ".properties");
        Properties properties = new Properties();
        properties.putAll(settings);
        try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            properties.store(out, "repobench: database credentials for JMH forks; deleted when the run ends");
        }
        return file;
    }

    public static Map<String, String> read(Path file) {
        Properties properties = new Properties();
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            properties.load(in);
        } catch (IOException e) {
            throw new StoreUnavailableException("-D" + PROPERTY + " names " + file + ", which cannot be read ("
                    + e.getClass().getSimpleName() + "); it is written by the launcher and exists only while the"
                    + " launcher runs", e);
        }
        Map<String, String> settings = new TreeMap<>();
        properties.stringPropertyNames().forEach(name -> settings.put(name, properties.getProperty(name)));
        return settings;
    }

    /** A new, empty temporary file that only its owner can read and write, for secrets of any format. */
    public static Path createOwnerOnly(String prefix, String suffix) throws IOException {
        if (FileSystems.getDefault().supportedFileAttributeViews().contains("posix")) {
            return Files.createTempFile(prefix, suffix,
                    PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
        }
        Path file = Files.createTempFile(prefix, suffix);
        restrictToOwner(file);
        return file;
    }

    private static void restrictToOwner(Path file) {
        File f = file.toFile();
        boolean restricted = f.setReadable(false, false) && f.setReadable(true, true)
                && f.setWritable(false, false) && f.setWritable(true, true);
        if (!restricted) {
            throw new IllegalStateException("cannot restrict " + file + " to its owner; refusing to write credentials");
        }
    }
}
