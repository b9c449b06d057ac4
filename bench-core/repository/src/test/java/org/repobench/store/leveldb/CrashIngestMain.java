package org.repobench.store.leveldb;

import org.repobench.repository.BenchRepository;
import org.repobench.repository.RepositoryLevers;
import org.repobench.repository.write.ResourceWriter;
import org.repobench.store.FileStoreBackend;
import org.repobench.store.StoreBackend;
import org.repobench.store.StoreLocation;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;

/**
 * The child process of {@link CrashDurabilityTest}: ingests containers one save at a time and prints
 * {@code SAVED <n> <path>} after each save has returned, until it is killed.
 *
 * <p>Arguments: {@code file|leveldb}, a LevelDB implementation (ignored for file), the store directory, and how
 * many saves at most. It also exits when its stdin closes, so a parent that dies does not leave it running.
 */
public final class CrashIngestMain {
    static final String SAVED = "SAVED ";
    /** Printed, in the fifth argument's mode, when a save's nodes are stored and its index update has not run. */
    static final String NODES_SAVED = "NODES_SAVED ";
    /** The fifth argument: stop (and wait to be killed) between the nodes and the index of this save. */
    static final String STOP_BEFORE_INDEX = "stop-before-index-of-save";
    static final String PARENT = "/crash";

    private CrashIngestMain() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 4 && args.length != 6) {
            throw new IllegalArgumentException("usage: CrashIngestMain file|leveldb auto|jni|iq80 <directory>"
                    + " <max saves> [" + STOP_BEFORE_INDEX + " <n>]; got " + args.length + " arguments");
        }
        String[] current = new String[1];
        Runnable betweenNodeSaveAndIndexUpdate = () -> { };
        if (args.length == 6) {
            int stopAt = Integer.parseInt(args[5]);
            int[] saves = {-2};   // the parent's PUT is save -1
            betweenNodeSaveAndIndexUpdate = () -> {
                if (++saves[0] == stopAt) {
                    System.out.println(NODES_SAVED + stopAt + " " + current[0]);
                    System.out.flush();
                    try {
                        Thread.sleep(Long.MAX_VALUE);   // until the parent kills this JVM
                    } catch (InterruptedException e) {
                        Runtime.getRuntime().halt(4);
                    }
                }
            };
        }
        exitWhenParentGoes();
        StoreBackend backend = backend(args[0], args[1]);
        int maxSaves = Integer.parseInt(args[3]);
        BenchRepository repo = BenchRepository.open(backend, location(Path.of(args[2])), RepositoryLevers.DEFAULTS);
        try (ResourceWriter writer = repo.writer(42, betweenNodeSaveAndIndexUpdate)) {
            writer.put(PARENT, "");
            writer.save();
            for (int n = 0; n < maxSaves; n++) {
                String path = writer.post(PARENT, "<> <http://purl.org/dc/elements/1.1/title> \"" + title(n) + "\" .");
                current[0] = path;
                writer.save();
                System.out.println(SAVED + n + " " + path);
                System.out.flush();
            }
        } finally {
            repo.close();
        }
    }

    static StoreBackend backend(String store, String implementation) {
        switch (store) {
            case "file":
                return new FileStoreBackend();
            case "leveldb":
                return new LevelDbStoreBackend(LevelDbImplementation.of("CrashIngestMain implementation",
                        implementation));
            default:
                throw new IllegalArgumentException("unknown store '" + store + "'; accepted: file, leveldb");
        }
    }

    static StoreLocation location(Path directory) {
        return new StoreLocation(directory, "crash");
    }

    /** The title the n-th save wrote. */
    static String title(int n) {
        return "crash item " + n;
    }

    private static void exitWhenParentGoes() {
        Thread watcher = new Thread(() -> {
            try (InputStream in = System.in) {
                while (in.read() >= 0) {
                    // the parent writes nothing; end of input means it has gone
                }
            } catch (IOException ignored) {
                // treated as the parent gone
            }
            Runtime.getRuntime().halt(3);
        }, "parent-watcher");
        watcher.setDaemon(true);
        watcher.start();
    }
}
