package org.repobench.flame;

import java.util.Locale;

/** What a flame graph's widths are: CPU samples, or the bytes the allocation samples stand for. */
public enum FlameKind {
    CPU("cpu", "CPU", "samples"),
    ALLOCATION("alloc", "allocation", "bytes");

    private final String fileName;
    private final String title;
    private final String unit;

    FlameKind(String fileName, String title, String unit) {
        this.fileName = fileName;
        this.title = title;
        this.unit = unit;
    }

    /** Its part of a page's file name: {@code -cpu.html}. */
    public String fileName() {
        return fileName;
    }

    /** "CPU", "allocation". */
    public String title() {
        return title;
    }

    /** "1,234 samples", "12.3 MB". */
    public String amount(long weight) {
        if (this == CPU) {
            return String.format(Locale.ROOT, "%,d %s", weight, unit);
        }
        if (weight >= 1_000_000_000L) {
            return String.format(Locale.ROOT, "%.2f GB", weight / 1e9);
        }
        if (weight >= 1_000_000L) {
            return String.format(Locale.ROOT, "%.1f MB", weight / 1e6);
        }
        return String.format(Locale.ROOT, "%.1f kB", weight / 1e3);
    }
}
