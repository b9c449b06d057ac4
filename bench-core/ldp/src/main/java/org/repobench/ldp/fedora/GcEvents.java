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

    /** The collections the text logs, in order; a pause whose summary line is not in the text is left out. */
    public static List<Collection> of(String text) {
        List<Collection> collections = new ArrayList<>();
        // per GC id: the exact occupancy summed over the block being read, [0] before and [1] after
        Map<String, long[]> exact = new HashMap<>();
        Map<String, Integer> block = new HashMap<>();
        for (String line : (Iterable<String>) text.lines()::iterator) {
            Matcher matcher;
            if ((matcher = HEAP_BEFORE.matcher(line)).find()) {
                block.put(matcher.group(1), 0);
                exact.put(matcher.group(1), new long[] {-1, -1});
            } else if ((matcher = HEAP_AFTER.matcher(line)).find()) {
                block.put(matcher.group(1), 1);
            } else if ((matcher = USED.matcher(line)).find() && block.containsKey(matcher.group(1))) {
                long[] used = exact.get(matcher.group(1));
                int side = block.get(matcher.group(1));
                used[side] = Math.max(used[side], 0) + Long.parseLong(matcher.group(2)) * 1024;
            } else if ((matcher = PAUSE.matcher(line)).find()) {
                String id = matcher.group(1);
                long[] used = exact.remove(id);
                block.remove(id);
                if (used != null && used[0] >= 0 && used[1] >= 0) {
                    collections.add(new Collection(used[0], used[1]));
                } else {
                    collections.add(new Collection(bytes(matcher.group(2), matcher.group(3)),
                            bytes(matcher.group(4), matcher.group(5))));
                }
            }
        }
        return collections;
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
