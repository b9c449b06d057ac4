package org.repobench.flame;

import one.convert.Arguments;
import one.convert.JfrToFlame;
import one.jfr.JfrReader;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A flight recording's stacks, read with async-profiler's converter ({@code jfr-converter}), which reads both
 * async-profiler's recordings and the JDK flight recorder's: the CPU samples ({@code jdk.ExecutionSample}), or the
 * allocation samples weighted by the bytes each stands for (the allocated class is the leaf frame). Class names are
 * dotted, and the numbers the JVM gives the classes it makes (lambdas', accessors', proxies') are dropped, so that two
 * runs' stacks compare; each frame keeps the converter's mark of its kind ({@link FrameName}), which its interactive
 * page colours by.
 */
public final class JfrStacks {
    /** What async-profiler writes into its recordings as the engine of its CPU samples. */
    private static final String ENGINE = "engine";

    private JfrStacks() {
    }

    /** One recording's stacks of one kind, and which profiler made it. */
    public record Read(Stacks stacks, Optional<String> engine) {
    }

    /**
     * @throws FlameException a file that is missing or is not a recording
     */
    public static Read read(Path recording, FlameKind kind) {
        if (!Files.isRegularFile(recording)) {
            throw new FlameException("'" + recording + "' is not a file; accepted: a flight recording (.jfr)");
        }
        List<String> options = new ArrayList<>(List.of("--dot", "--norm", "-o", "collapsed"));
        if (kind == FlameKind.ALLOCATION) {
            options.addAll(List.of("--alloc", "--total"));
        }
        Arguments arguments = new Arguments(options.toArray(String[]::new));
        try (JfrReader reader = new JfrReader(recording.toString())) {
            JfrToFlame converter = new JfrToFlame(reader, arguments);
            converter.convert();
            ByteArrayOutputStream collapsed = new ByteArrayOutputStream();
            converter.dump(collapsed);
            String text = FrameName.withoutGeneratedNumbers(collapsed.toString(StandardCharsets.UTF_8));
            return new Read(Stacks.parse(text),
                    Optional.ofNullable(reader.settings.get(ENGINE)));
        } catch (IOException | RuntimeException e) {
            throw new FlameException("'" + recording + "' cannot be read as a flight recording (" + e.getMessage()
                    + "); accepted: a .jfr file that async-profiler or the JDK's flight recorder wrote", e);
        }
    }
}
