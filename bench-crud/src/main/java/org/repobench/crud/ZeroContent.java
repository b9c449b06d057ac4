package org.repobench.crud;

import org.repobench.repository.write.BinarySource;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.SequenceInputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The scripts' binaries: {@code dd if=/dev/zero bs=1000 count=KB} with a line of its own appended, so each is new
 * content (ModeShape stores identical content once). Streamed, never held in memory.
 */
final class ZeroContent {
    private ZeroContent() {
    }

    static BinarySource of(int kb, String line) {
        byte[] last = line.getBytes(StandardCharsets.US_ASCII);
        return () -> new SequenceInputStream(new Zeros(kb * 1000L), new ByteArrayInputStream(last));
    }

    static long length(int kb, String line) {
        return kb * 1000L + line.getBytes(StandardCharsets.US_ASCII).length;
    }

    private static final class Zeros extends InputStream {
        private long left;

        Zeros(long n) {
            left = n;
        }

        @Override
        public int read() {
            if (left == 0) {
                return -1;
            }
            left--;
            return 0;
        }

        @Override
        public int read(byte[] buffer, int offset, int length) {
            if (left == 0) {
                return -1;
            }
            int n = (int) Math.min(length, left);
            Arrays.fill(buffer, offset, offset + n, (byte) 0);
            left -= n;
            return n;
        }
    }
}
