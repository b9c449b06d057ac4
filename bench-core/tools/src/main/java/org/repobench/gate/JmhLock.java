package org.repobench.gate;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;

/**
 * JMH's machine-wide lock ({@code <java.io.tmpdir>/jmh.lock}), held by the gate for all its steps, which then run
 * with {@code -Djmh.ignoreLock=true}. A gate is one measurement like a multi-fork JMH run: no other JMH run may start
 * between two of its steps and load the machine for some forks of one arm. If another run holds the lock, the gate
 * waits for it rather than measuring beside it.
 */
final class JmhLock implements AutoCloseable {
    static final Duration MAX_WAIT = Duration.ofMinutes(30);
    private static final long POLL_MILLIS = 2_000;

    private final FileChannel channel;
    private final FileLock lock;

    private JmhLock(FileChannel channel, FileLock lock) {
        this.channel = channel;
        this.lock = lock;
    }

    static Path file() {
        return Path.of(System.getProperty("java.io.tmpdir"), "jmh.lock");
    }

    static JmhLock acquire(PrintStream out) throws IOException {
        FileChannel channel = FileChannel.open(file(), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        long start = System.nanoTime();
        long nextNotice = 0;
        try {
            while (true) {
                FileLock lock = channel.tryLock();
                if (lock != null) {
                    return new JmhLock(channel, lock);
                }
                long waited = System.nanoTime() - start;
                if (waited > MAX_WAIT.toNanos()) {
                    throw new GateException("gave up after " + Progress.duration(waited) + " waiting for the JMH lock "
                            + file() + ": another JMH run holds it; run the gate when it has finished");
                }
                if (waited >= nextNotice) {
                    out.printf("gate: waiting for the JMH lock %s, held by another benchmark run (%s so far)%n",
                            file(), Progress.duration(waited));
                    nextNotice = waited + Duration.ofMinutes(1).toNanos();
                }
                Thread.sleep(POLL_MILLIS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            channel.close();
            throw new GateException("interrupted while waiting for the JMH lock " + file());
        } catch (IOException | RuntimeException e) {
            channel.close();
            throw e;
        }
    }

    @Override
    public void close() throws IOException {
        try {
            lock.release();
        } finally {
            channel.close();
        }
    }
}
