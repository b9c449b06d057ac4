package org.repobench.suite;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * What a child process prints, read as it comes by two daemon threads (so it never blocks on a full pipe): the text so
 * far while it runs, all of it once it ended.
 */
final class Output {
    private static final Duration MOST = Duration.ofMinutes(2);
    private final Process process;
    private final StringBuffer out = new StringBuffer();
    private final StringBuffer err = new StringBuffer();
    private final Thread outReader;
    private final Thread errReader;

    private Output(Process process) {
        this.process = process;
        outReader = reader(process.getInputStream(), out, "out-" + process.pid());
        errReader = reader(process.getErrorStream(), err, "err-" + process.pid());
    }

    /** Starts reading what the process prints. */
    static Output of(Process process) {
        return new Output(process);
    }

    /** Reads until its standard output holds the text; fails if it ends first, or after two minutes. */
    static Output until(Process process, String text) {
        return until(process, text, MOST);
    }

    /** Reads until its standard output holds the text; fails if it ends first, or after {@code most}. */
    static Output until(Process process, String text, Duration most) {
        Output output = of(process);
        long deadline = System.nanoTime() + most.toNanos();
        while (!output.out.toString().contains(text)) {
            try {
                if (process.waitFor(100, TimeUnit.MILLISECONDS) || System.nanoTime() > deadline) {
                    throw new IllegalStateException("it never printed '" + text + "': " + output);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted waiting for '" + text + "'", e);
            }
        }
        return output;
    }

    private static Thread reader(InputStream stream, StringBuffer into, String name) {
        Thread thread = new Thread(() -> {
            try (BufferedReader lines = new BufferedReader(new InputStreamReader(stream, StandardCharsets.UTF_8))) {
                for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                    into.append(line).append('\n');
                }
            } catch (IOException e) {
                // the process was stopped: what it printed so far is kept
            }
        }, name);
        thread.setDaemon(true);
        thread.start();
        return thread;
    }

    /** Once the process ended, everything it printed is read before a getter answers. */
    private void settle() {
        if (!process.isAlive()) {
            try {
                outReader.join(MOST.toMillis());
                errReader.join(MOST.toMillis());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    String out() {
        settle();
        return out.toString();
    }

    String err() {
        settle();
        return err.toString();
    }

    String all() {
        return out() + err();
    }

    @Override
    public String toString() {
        return "stdout:\n" + out() + "\nstderr:\n" + err();
    }
}
