package org.repobench.store.jdbc;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** Everything written to System.out and System.err while open (still passed through), to check for leaked secrets. */
public final class CapturedOutput implements AutoCloseable {
    private final PrintStream originalOut = System.out;
    private final PrintStream originalErr = System.err;
    private final ByteArrayOutputStream captured = new ByteArrayOutputStream();

    public CapturedOutput() {
        System.setOut(new PrintStream(new Tee(originalOut), true, StandardCharsets.UTF_8));
        System.setErr(new PrintStream(new Tee(originalErr), true, StandardCharsets.UTF_8));
    }

    public synchronized String text() {
        System.out.flush();
        System.err.flush();
        return captured.toString(StandardCharsets.UTF_8);
    }

    @Override
    public void close() {
        System.out.flush();
        System.err.flush();
        System.setOut(originalOut);
        System.setErr(originalErr);
    }

    private final class Tee extends OutputStream {
        private final OutputStream original;

        Tee(OutputStream original) {
            this.original = original;
        }

        @Override
        public void write(int b) {
            synchronized (CapturedOutput.this) {
                captured.write(b);
            }
            try {
                original.write(b);
            } catch (IOException ignored) {
                // the console is best effort; the capture is what the test reads
            }
        }

        @Override
        public void write(byte[] b, int off, int len) {
            synchronized (CapturedOutput.this) {
                captured.write(b, off, len);
            }
            try {
                original.write(b, off, len);
            } catch (IOException ignored) {
                // as above
            }
        }
    }
}
