package org.repobench.store.jdbc;

import org.repobench.repository.BenchRepository;
import org.repobench.repository.RepositoryLevers;
import org.repobench.repository.model.Vocabulary;
import org.repobench.repository.read.Prefer;
import org.repobench.repository.read.RdfFormat;
import org.repobench.repository.write.BinarySource;
import org.repobench.repository.write.ResourceWriter;
import org.repobench.store.StoreBackend;
import org.repobench.store.StoreLocation;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.Callable;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** Writes and reads resources through the real repository, for the store tests. */
public final class RoundTrip {
    private RoundTrip() {
    }

    /** Opens the repository, PUTs a container titled {@code title} at {@code path}, saves and closes. */
    public static void writeTitle(StoreBackend backend, StoreLocation at, String path, String title) throws Exception {
        try (BenchRepository repo = BenchRepository.open(backend, at, RepositoryLevers.DEFAULTS);
             ResourceWriter writer = repo.writer(7)) {
            writer.put(path, "<> <" + Vocabulary.DC + "title> \"" + title + "\" .");
            writer.save();
        }
    }

    /** Opens the repository, POSTs a binary big enough for the file binary store, saves and closes. */
    public static void writeBinary(StoreBackend backend, StoreLocation at, String parent) throws Exception {
        byte[] bytes = new byte[64 * 1024];
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = (byte) (i * 31);
        }
        try (BenchRepository repo = BenchRepository.open(backend, at, RepositoryLevers.DEFAULTS);
             ResourceWriter writer = repo.writer(7)) {
            writer.put(parent, "");
            writer.postBinary(parent, BinarySource.of(bytes), "application/octet-stream", Map.of());
            writer.save();
        }
    }

    /** The N-Triples of the resource at {@code path}, read in a freshly opened repository. */
    public static String read(StoreBackend backend, StoreLocation at, String path) throws Exception {
        try (BenchRepository repo = BenchRepository.open(backend, at, RepositoryLevers.DEFAULTS)) {
            return readOpen(repo, path);
        }
    }

    public static String readOpen(BenchRepository repo, String path) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        repo.get(path, Prefer.DEFAULT, RdfFormat.NTRIPLES, out, Vocabulary.iri(Vocabulary.DC + "title"));
        return out.toString(StandardCharsets.UTF_8);
    }

    /**
     * Everything printed while a store is made, written to, read back and described (as a run prints it), with the
     * location deleted afterwards: for the tests that a working password never shows up in output.
     */
    public static String printedWhileRoundTripping(Callable<StoreBackend> store, StoreLocation at, String title)
            throws Exception {
        try (CapturedOutput output = new CapturedOutput()) {
            StoreBackend backend = store.call();
            try {
                writeTitle(backend, at, "/a", title);
                assertTrue(read(backend, at, "/a").contains(title));
                System.out.println(backend.describe());
            } finally {
                backend.delete(at);
            }
            return output.text();
        }
    }

    /** Whether a resource exists in a freshly opened repository. */
    public static boolean exists(StoreBackend backend, StoreLocation at, String path) throws Exception {
        try (BenchRepository repo = BenchRepository.open(backend, at, RepositoryLevers.DEFAULTS)) {
            try {
                readOpen(repo, path);
                return true;
            } catch (IllegalArgumentException missing) {
                return false;
            }
        }
    }
}
