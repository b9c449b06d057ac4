package org.repobench.ldp.fedora;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The collections in a stretch of a server's GC log, each as the heap's occupancy before and after it, in log order,
 * and the bytes allocated between them. Every pause logs "GC(12) Pause Young (Normal) (G1 Evacuation Pause)
 * 100M->20M(256M) 3.1ms", in whole MiB (truncated); with {@code gc+heap=debug} a young or full collection also logs the
 * heap's "used 102412K" before and after it, to the KiB, and those are taken where present. Nothing is freed between
 * collections, so what the server allocated from one collection to the next is the next one's "before" minus this
 * one's "after".
 */
public final class GcEvents {
    /** The summary line of a pause: before->after(capacity). */
    private static final Pattern PAUSE = Pattern.compile("\\bGC\\((\\d+)\\) Pause .*?\\b(\\d+)([BKMG])->(\\d+)([BKMG])"
            + "\\(\\d+[BKMG]\\)");
    /** "Heap before GC" (JDK 17), "Heap Before GC" (JDK 25). */
    private static final Pattern HEAP_BEFORE = Pattern.compile("\\bGC\\((\\d+)\\) Heap before GC\\b",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern HEAP_AFTER = Pattern.compile("\\bGC\\((\\d+)\\) Heap after GC\\b",
            Pattern.CASE_INSENSITIVE);
    /**
     * A space's occupancy in a heap block: G1's one heap, or the serial and parallel collectors' generations ("total
     * 65536K, used 7092K"; JDK 25: "total reserved 65536K, committed 65536K, used 7092K").
     */
    private static final Pattern USED = Pattern.compile("\\bGC\\((\\d+)\\) .*\\btotal\\b[^,]*\\d+K,"
            + "(?: committed \\d+K,)? used (\\d+)K");

    private GcEvents() {
    }

    /** One collection: the heap's occupancy before and after it, in bytes. */
    public record Collection(long before, long after) {
    }

    /** The heap blocks logged for one GC id so far: the spaces' occupancy summed, and how many spaces, per side. */
    private static final class Heap {
        final long[] used = new long[2];
        final int[] spaces = new int[2];
        int side;
        /** Where this id's pause went in the list once its summary line was read; -1 before. */
        int pause = -1;

        boolean complete() {
            return spaces[0] > 0 && spaces[0] == spaces[1];
        }
    }

    /**
     * The collections the text logs, in the order of their summary lines; a pause whose summary line is not in the
     * text is left out. G1 logs a pause's summary after both heap blocks, the parallel and serial collectors between
     * them, so a pause takes the exact occupancy once both blocks have as many spaces, whichever comes last, and keeps
     * its summary's MiB while they do not (a stretch of the log that ends inside a block).
     */
    public static List<Collection> of(String text) {
        List<Collection> collections = new ArrayList<>();
        Map<String, Heap> heaps = new HashMap<>();
        for (String line : (Iterable<String>) text.lines()::iterator) {
            Matcher matcher;
            if ((matcher = HEAP_BEFORE.matcher(line)).find()) {
                heaps.put(matcher.group(1), new Heap());
            } else if ((matcher = HEAP_AFTER.matcher(line)).find()) {
                Heap heap = heaps.get(matcher.group(1));
                if (heap != null) {
                    heap.side = 1;
                }
            } else if ((matcher = USED.matcher(line)).find()) {
                Heap heap = heaps.get(matcher.group(1));
                if (heap != null) {
                    heap.used[heap.side] += Long.parseLong(matcher.group(2)) * 1024;
                    heap.spaces[heap.side]++;
                    exactIfComplete(heap, collections);
                }
            } else if ((matcher = PAUSE.matcher(line)).find()) {
                collections.add(new Collection(bytes(matcher.group(2), matcher.group(3)),
                        bytes(matcher.group(4), matcher.group(5))));
                Heap heap = heaps.get(matcher.group(1));
                if (heap != null && heap.pause < 0) {
                    heap.pause = collections.size() - 1;
                    exactIfComplete(heap, collections);
                }
            }
        }
        return collections;
    }

    private static void exactIfComplete(Heap heap, List<Collection> collections) {
        if (heap.pause >= 0 && heap.complete()) {
            collections.set(heap.pause, new Collection(heap.used[0], heap.used[1]));
        }
    }

    /**
     * What was allocated from a collection whose "after" was {@code afterPrevious} through {@code collections}: the sum
     * of each one's "before" minus the "after" of the one before it.
     */
    public static long allocated(long afterPrevious, List<Collection> collections) {
        long allocated = 0;
        long after = afterPrevious;
        for (Collection collection : collections) {
            allocated += collection.before() - after;
            after = collection.after();
        }
        return allocated;
    }

    private static long bytes(String number, String suffix) {
        long unit = switch (suffix.toUpperCase(Locale.ROOT)) {
            case "K" -> 1L << 10;
            case "M" -> 1L << 20;
            case "G" -> 1L << 30;
            default -> 1;
        };
        return Long.parseLong(number) * unit;
    }
}
