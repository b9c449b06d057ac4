package org.repobench.ldp.fedora;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The server's heap, read from outside through its {@code -Xlog:gc} file, so nothing in the server binds a port for
 * it (no JMX). Each pause logs "GC(12) Pause Young (Normal) (G1 Evacuation Pause) 240M->98M(256M) 6.1ms"; the
 * heap was fullest just before some GC, so the largest left-hand value is the peak (a lower bound: growth since the
 * last GC is not logged).
 */
final class GcLog {
    private static final Pattern BEFORE_AFTER = Pattern.compile("\\b(\\d+)([BKMG])->\\d+[BKMG]\\(\\d+[BKMG]\\)");

    private GcLog() {
    }

    /** The largest heap occupancy before a GC, in bytes; 0 when no GC has been logged yet. */
    static long peakBeforeGc(Path file) {
        if (!Files.exists(file)) {
            return 0;
        }
        try {
            // small: a line per GC, and the JVM rotates it at 20 MB
            return Files.readAllLines(file, StandardCharsets.ISO_8859_1).stream()
                    .mapToLong(GcLog::beforeGc).max().orElse(0);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the server's GC log " + file, e);
        }
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
