package org.repobench.ldp.fedora;

import org.repobench.store.Directories;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

/**
 * One start's own directory, beside the persistent home: {@code <home>.fedora-run-<n>/} with the owner file, the
 * server's configuration ({@code conf/}, which may hold passwords: owner-only), its temporary directory
 * ({@code tmp/}, where jetty unpacks the war), {@code server.log}, {@code requests.log} and {@code gc.log}. Closing
 * the server deletes {@code tmp/} and {@code conf/} and keeps the logs; the first start after the owning JVM died
 * deletes the rest.
 */
final class RunDirectory {
    /** What every run directory's name holds, so a sweep looks at nothing else. */
    static final String MARK = ".fedora-run-";

    private final Path path;
    private OwnerFile owner;

    private RunDirectory(Path path, OwnerFile owner) {
        this.path = path;
        this.owner = owner;
    }

    /** A fresh run directory beside {@code home}, owned by this JVM. */
    static RunDirectory create(Path home) {
        try {
            Path path = Files.createTempDirectory(home.getParent(), home.getFileName() + MARK);
            RunDirectory run = new RunDirectory(path, OwnerFile.of(ProcessHandle.current()));
            // the owner file comes first: from now on a sweep knows whose directory this is
            run.owner.write(path);
            Files.createDirectories(run.tmp());
            Files.createDirectory(run.conf(), PosixFilePermissions.asFileAttribute(
                    PosixFilePermissions.fromString("rwx------")));
            return run;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create a run directory beside " + home, e);
        }
    }

    /** Records the server's pid, so a sweep can stop it if this JVM dies without closing it. */
    void recordServer(ProcessHandle server) {
        owner = owner.withServer(server);
        try {
            owner.write(path);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot record the server's pid in " + path.resolve(OwnerFile.NAME), e);
        }
    }

    Path path() {
        return path;
    }

    Path conf() {
        return path.resolve("conf");
    }

    Path tmp() {
        return path.resolve("tmp");
    }

    Path log() {
        return path.resolve("server.log");
    }

    /** Every request the server answered, a line each in NCSA's common format (method, path, status). */
    Path requestLog() {
        return path.resolve("requests.log");
    }

    Path gcLog() {
        return path.resolve("gc.log");
    }

    /** Made by a fork that loaded data through this start ({@link LoadMark}). */
    Path loadMark() {
        return path.resolve("loaded");
    }

    /** Deletes what must not outlive the server: the unpacked war and the configuration with its passwords. */
    void deleteTransient() throws IOException {
        IOException failure = null;
        for (Path directory : new Path[] {tmp(), conf()}) {
            try {
                Directories.delete(directory);
            } catch (IOException e) {
                if (failure == null) {
                    failure = e;
                }
            }
        }
        if (failure != null) {
            throw failure;
        }
    }
}
