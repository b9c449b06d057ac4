package org.repobench.crud;

import org.repobench.repository.write.BinarySource;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.SequenceInputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * What the bytes of an ingested binary are: KB×1000 bytes followed by a line of the binary's own, so each is new
 * content (ModeShape stores identical content once). Streamed, never held in memory.
 *
 * <p>The choice matters for disk, not only for time: PostgreSQL compresses a BYTEA value (binaryStore=DATABASE), so
 * the scripts' zeros take a small fraction of their size there, while real images hardly compress at all
 * (docs/results/write-side.md#binary-stores).
 */
public enum Payload {
    /** The scripts' {@code dd if=/dev/zero bs=1000 count=KB}. */
    ZEROS {
        @Override
        void fill(long at, byte[] buffer, int offset, int count) {
            Arrays.fill(buffer, offset, offset + count, (byte) 0);
        }
    },
    /**
     * Incompressible, as real TIFFs and JPEGs nearly are: a fixed 1 MiB random block, repeated. Compressors look back
     * far less than 1 MiB (PostgreSQL's pglz 4 KB, zlib 32 KB), so none finds the repeat.
     */
    RANDOM {
        @Override
        void fill(long at, byte[] buffer, int offset, int count) {
            for (int done = 0; done < count; ) {
                int from = (int) ((at + done) & (Noise.BLOCK.length - 1));
                int chunk = Math.min(count - done, Noise.BLOCK.length - from);
                System.arraycopy(Noise.BLOCK, from, buffer, offset + done, chunk);
                done += chunk;
            }
        }
    };

    /** Bytes {@code at} to {@code at + count} of the content into the buffer. */
    abstract void fill(long at, byte[] buffer, int offset, int count);

    BinarySource of(int kb, String line) {
        byte[] last = line.getBytes(StandardCharsets.US_ASCII);
        return () -> new SequenceInputStream(new Filler(this, kb * 1000L), new ByteArrayInputStream(last));
    }

    static long length(int kb, String line) {
        return kb * 1000L + line.getBytes(StandardCharsets.US_ASCII).length;
    }

    /** Made once per JVM, from a fixed seed, outside any timed code (the first benchmark setup touches it). */
    private static final class Noise {
        static final byte[] BLOCK = new byte[1 << 20];

        static {
            new SplittableRandom(20_161_122L).nextBytes(BLOCK);
        }
    }

    private static final class Filler extends InputStream {
        private final Payload payload;
        private final long length;
        private long at;

        Filler(Payload payload, long length) {
            this.payload = payload;
            this.length = length;
        }

        @Override
        public int read() {
            byte[] one = new byte[1];
            return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
        }

        @Override
        public int read(byte[] buffer, int offset, int n) {
            if (at == length) {
                return -1;
            }
            int count = (int) Math.min(n, length - at);
            payload.fill(at, buffer, offset, count);
            at += count;
            return count;
        }
    }
}
