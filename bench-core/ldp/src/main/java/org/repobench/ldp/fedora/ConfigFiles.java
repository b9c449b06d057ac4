package org.repobench.ldp.fedora;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;

/** Writes a server's configuration files into its run directory; each is readable by its owner only. */
final class ConfigFiles {
    private ConfigFiles() {
    }

    /** A file shipped in this package (e.g. jms-off.xml), copied as it is. */
    static Path copyResource(String name, Path target) {
        try (InputStream in = resource(name)) {
            Files.copy(in, target, StandardCopyOption.REPLACE_EXISTING);
            return ownerOnly(target);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + target, e);
        }
    }

    /** {@code type}'s class file, as it is on this class path, into the class directory {@code classes}. */
    static Path copyClass(Class<?> type, Path classes) {
        String name = type.getName().replace('.', '/') + ".class";
        Path target = classes.resolve(name);
        try (InputStream in = type.getClassLoader().getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException(name + " is missing from the class path");
            }
            Files.createDirectories(target.getParent());
            Files.copy(in, target, StandardCopyOption.REPLACE_EXISTING);
            return ownerOnly(target);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + target, e);
        }
    }

    static InputStream resource(String name) {
        InputStream in = ConfigFiles.class.getResourceAsStream(name);
        if (in == null) {
            throw new IllegalStateException(name + " is missing from bench-ldp's jar");
        }
        return in;
    }

    static Path write(Path target, String text) {
        try {
            Files.createDirectories(target.getParent());
            Files.writeString(target, text, StandardCharsets.UTF_8);
            return ownerOnly(target);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + target, e);
        }
    }

    // some files hold passwords; the others are no one else's business either
    private static Path ownerOnly(Path file) throws IOException {
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
        return file;
    }
}
