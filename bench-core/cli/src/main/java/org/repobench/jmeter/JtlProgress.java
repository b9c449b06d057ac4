package org.repobench.jmeter;

import java.io.IOException;
import java.io.PrintStream;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * What a running load has written so far, read from the end of its JTL file as JMeter flushes it: samples, errors,
 * and each engine the first time its samples arrive ("one line per engine when it joins"). Progress only: the results
 * are read from the whole file when the load has ended.
 */
final class JtlProgress {
    private final Path jtl;
    private final PrintStream out;
    private final Set<String> engines = new LinkedHashSet<>();
    private final StringBuilder partial = new StringBuilder();
    private JtlSample.Columns columns;
    private long offset;
    private long samples;
    private long errors;

    JtlProgress(Path jtl, PrintStream out) {
        this.jtl = jtl;
        this.out = out;
    }

    void report(Duration elapsed, Duration planned) {
        newEngines();
        out.printf("# repobench: load %d s of %d s: %,d samples, %,d errors, %d engine%s sending%n",
                elapsed.toSeconds(), planned.toSeconds(), samples, errors, engines.size(),
                engines.size() == 1 ? "" : "s");
    }

    /**
     * Waits until no sample has arrived for {@code quiet} (engines asked to stop finish what is in flight first), or
     * {@code atMost} has passed.
     */
    void awaitQuiet(Duration quiet, Duration atMost) throws InterruptedException {
        long end = System.nanoTime() + atMost.toNanos();
        long seen = samples;
        long since = System.nanoTime();
        while (System.nanoTime() < end && System.nanoTime() - since < quiet.toNanos()) {
            Thread.sleep(250);
            newEngines();
            if (samples != seen) {
                seen = samples;
                since = System.nanoTime();
            }
        }
    }

    /** Reads what was added and prints a line for each engine seen for the first time. */
    void newEngines() {
        if (!Files.isRegularFile(jtl)) {
            return;
        }
        try (RandomAccessFile file = new RandomAccessFile(jtl.toFile(), "r")) {
            if (file.length() <= offset) {
                return;
            }
            file.seek(offset);
            byte[] added = new byte[(int) Math.min(file.length() - offset, 1 << 24)];
            file.readFully(added);
            offset += added.length;
            partial.append(new String(added, StandardCharsets.UTF_8));
            int newline;
            while ((newline = partial.indexOf("\n")) >= 0) {
                String line = partial.substring(0, newline).strip();
                partial.delete(0, newline + 1);
                if (!line.isEmpty()) {
                    take(line);
                }
            }
        } catch (IOException e) {
            out.println("# repobench: the load's samples could not be read yet (" + e.getMessage() + ")");
        }
    }

    private void take(String line) throws IOException {
        if (columns == null) {
            columns = new JtlSample.Columns(line);
            return;
        }
        JtlSample sample = columns.parse(line);
        samples++;
        if (!sample.success()) {
            errors++;
        }
        if (engines.add(sample.engine())) {
            out.println("# repobench: engine " + sample.engine() + " joined: its first sample arrived ("
                    + sample.label() + ", " + sample.code() + ")");
        }
    }
}
