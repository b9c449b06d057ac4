package org.repobench.flame;

import jdk.jfr.Configuration;
import jdk.jfr.Recording;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A real recording of a busy loop made here, read back as stacks and drawn as the pages draw it. */
class JfrStacksTest {
    private static final String HOT = JfrStacksTest.class.getName() + ".flameTestHotLoop";
    @TempDir
    static Path dir;
    private static Path recording;
    /** Keeps the loop's work from being optimized away. */
    private static volatile Object sink;

    @BeforeAll
    static void record() throws Exception {
        recording = dir.resolve("busy.jfr");
        try (Recording jfr = new Recording(Configuration.getConfiguration("profile"))) {
            jfr.enable("jdk.ExecutionSample").withPeriod(Duration.ofMillis(10));
            jfr.disable("jdk.NativeMethodSample");
            jfr.start();
            long end = System.nanoTime() + Duration.ofMillis(1500).toNanos();
            while (System.nanoTime() < end) {
                flameTestHotLoop(20_000);
            }
            jfr.stop();
            jfr.dump(recording);
        }
    }

    static long flameTestHotLoop(int n) {
        long sum = 0;
        List<String> kept = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            String text = Integer.toString(i * 31);
            sum += text.hashCode();
            kept.add(text);
        }
        sink = kept;
        return sum;
    }

    @Test
    void cpuSamplesNameTheHotMethod() {
        JfrStacks.Read read = JfrStacks.read(recording, FlameKind.CPU);
        assertTrue(read.stacks().total() > 0, "no CPU samples read");
        assertTrue(read.stacks().weights().keySet().stream().anyMatch(stack -> stack.contains(HOT)),
                () -> "no stack through " + HOT + ": " + read.stacks().text());
        assertTrue(read.engine().isEmpty(), "the JDK's recorder names no async-profiler engine");
    }

    @Test
    void allocationIsWeightedInBytesWithTheClassAsLeaf() {
        Stacks stacks = JfrStacks.read(recording, FlameKind.ALLOCATION).stacks();
        assertTrue(stacks.weights().keySet().stream().anyMatch(stack -> stack.contains(HOT)),
                () -> "no allocation through " + HOT + ": " + stacks.text());
        // bytes, not a count of samples: far more than the few hundred samples a second the recorder takes
        assertTrue(stacks.total() > 100_000, () -> "allocation weighed " + stacks.total());
    }

    @Test
    void theInteractivePageAndTheStaticGraphNameTheHotMethod() {
        Stacks stacks = JfrStacks.read(recording, FlameKind.CPU).stacks();
        assertTrue(FlamePage.of(stacks, "busy loop").contains("flameTestHotLoop"));
        FlameLayout layout = FlameLayout.of(FlameTree.of(stacks), FlameSvg.WIDTH, FlameHtml.MIN_WIDTH);
        String svg = FlameSvg.render(layout, "busy loop", new FlameSvg.Paint() {
            @Override
            public String fill(FlameLayout.Box box) {
                return "#ccc";
            }

            @Override
            public String amount(FlameLayout.Box box) {
                return "";
            }
        });
        assertTrue(svg.startsWith("<svg"), svg);
        assertTrue(svg.contains("flameTestHotLoop"), "the hot method is in a box's title or text");
    }

    @Test
    void aFileThatIsNoRecordingIsOneLine() throws Exception {
        Path text = Files.writeString(dir.resolve("not.jfr"), "not a recording");
        FlameException e = assertThrows(FlameException.class, () -> JfrStacks.read(text, FlameKind.CPU));
        assertTrue(e.getMessage().contains("not.jfr"), e.getMessage());
        assertFalse(e.getMessage().contains("\n"), e.getMessage());
        assertThrows(FlameException.class, () -> JfrStacks.read(dir.resolve("missing.jfr"), FlameKind.CPU));
    }
}
