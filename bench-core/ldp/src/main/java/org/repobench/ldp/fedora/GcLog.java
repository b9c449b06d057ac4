package org.repobench.ldp.fedora;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A managed server's heap, read from outside through its {@code -Xlog:gc} file, so nothing in the server binds a port
 * for it (no JMX). Each pause logs "GC(12) Pause Young (Normal) (G1 Evacuation Pause) 240M->98M(256M) 6.1ms"; the
 * heap was fullest just before some GC, so the largest left-hand value is the peak (a lower bound: growth since the
 * last GC is not logged). A reader may start at a mark ({@link #end()}), so a fork can take the peak of its own
 * iterations while the server keeps running.
 */
public final class GcLog {
    /** Where a fork finds the GC log of the server it measures (a path: the launcher hands it over). */
    public static final String SETTING = "repobench.ldp.gcLog";
    private static final Pattern BEFORE_AFTER = Pattern.compile("\\b(\\d+)([BKMG])->\\d+[BKMG]\\(\\d+[BKMG]\\)");

    private final Path file;

    public GcLog(Path file) {
        this.file = file;
    }

    public Path file() {
        return file;
    }

    /** The log's length now: {@link #peakBeforeGc(long)} from here reads only the GCs logged after this call. */
    public long end() {
        try {
            return Files.exists(file) ? Files.size(file) : 0;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the server's GC log " + file, e);
        }
    }

    /** The largest heap occupancy before a GC since the server started, in bytes; 0 when no GC was logged. */
    public long peakBeforeGc() {
        return peakBeforeGc(0);
    }

    /** The same over the GCs logged from {@code from} (a mark from {@link #end()}) on; 0 when none was. */
    public long peakBeforeGc(long from) {
        if (!Files.exists(file)) {
            return 0;
        }
        // small: a line per GC, and the JVM rotates it at 20 MB (a rotated log starts before the mark: read it all)
        try (InputStream in = Files.newInputStream(file)) {
            long length = Files.size(file);
            in.skipNBytes(from <= length ? from : 0);
            return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1).lines()
                    .mapToLong(GcLog::beforeGc).max().orElse(0);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the server's GC log " + file, e);
        }
    }

    /**
     * The whole lines logged from {@code from} (a mark from {@link #end()} or an earlier tail's end) on, and where they
     * end: the next tail starts there, so a line being written now is read whole next time.
     */
    public Tail tail(long from) {
        if (!Files.exists(file)) {
            return new Tail("", 0);
        }
        try (InputStream in = Files.newInputStream(file)) {
            long length = Files.size(file);
            long start = from <= length ? from : 0;
            in.skipNBytes(start);
            String text = new String(in.readNBytes((int) Math.min(length - start, Integer.MAX_VALUE - 8)),
                    StandardCharsets.ISO_8859_1);
            int whole = text.lastIndexOf('\n') + 1;
            return new Tail(text.substring(0, whole), start + whole);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the server's GC log " + file, e);
        }
    }

    /** Lines of the log and the offset just past them. */
    public record Tail(String text, long end) {
    }

    static long beforeGc(String line) {
        Matcher matcher = BEFORE_AFTER.matcher(line);
        long peak = 0;
        while (matcher.find()) {
            peak = Math.max(peak, Long.parseLong(matcher.group(1)) * unit(matcher.group(2)));
        }
        return peak;
    }

    private static long unit(String suffix) {
        return switch (suffix.toUpperCase(Locale.ROOT)) {
            case "K" -> 1L << 10;
            case "M" -> 1L << 20;
            case "G" -> 1L << 30;
            default -> 1;
        };
    }
}
