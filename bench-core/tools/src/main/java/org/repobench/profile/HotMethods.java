package org.repobench.profile;

import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordedStackTrace;
import jdk.jfr.consumer.RecordingFile;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * One flight recording's CPU samples ({@code jdk.ExecutionSample}) and sampled allocation
 * ({@code jdk.ObjectAllocationSample}, by its weight in bytes), each put on the innermost frame of the code asked
 * about ({@code org.fcrepo}): what a server's own methods cost, whatever library beneath them did the work (a
 * statement H2 ran is charged to the method of Fedora's that sent it). Samples with no such frame are
 * {@link #ELSEWHERE}.
 *
 * @param recording      the file
 * @param cpuSamples     how many CPU samples it holds
 * @param allocatedBytes the weight of its allocation samples: an estimate of the bytes allocated meanwhile
 * @param cpu            CPU samples per method
 * @param allocation     sampled bytes per method
 */
public record HotMethods(Path recording, long cpuSamples, long allocatedBytes, Map<String, Long> cpu,
                         Map<String, Long> allocation) {
    /** Where samples with no frame of the code asked about go. */
    public static final String ELSEWHERE = "(no frame of the code asked about)";
    static final String CPU_EVENT = "jdk.ExecutionSample";
    static final String ALLOCATION_EVENT = "jdk.ObjectAllocationSample";
    /** What a file must be, for the one line that says it is not. */
    static final String ACCEPTED = "a JFR recording (.jfr), such as run --server-profile writes";

    public HotMethods {
        cpu = Map.copyOf(cpu);
        allocation = Map.copyOf(allocation);
    }

    /**
     * Reads the recording.
     *
     * @param prefix the code asked about: a package prefix of the frames samples are put on ({@code org.fcrepo})
     * @throws RecordingException a file that is missing or is not a recording
     */
    public static HotMethods read(Path recording, String prefix) {
        if (!Files.isRegularFile(recording)) {
            throw new RecordingException("'" + recording + "' is not a file; accepted: " + ACCEPTED);
        }
        long cpuSamples = 0;
        long allocated = 0;
        Map<String, Long> cpu = new HashMap<>();
        Map<String, Long> allocation = new HashMap<>();
        try (RecordingFile file = new RecordingFile(recording)) {
            while (file.hasMoreEvents()) {
                RecordedEvent event = file.readEvent();
                String type = event.getEventType().getName();
                if (CPU_EVENT.equals(type)) {
                    cpuSamples++;
                    cpu.merge(methodOf(event.getStackTrace(), prefix), 1L, Long::sum);
                } else if (ALLOCATION_EVENT.equals(type)) {
                    long weight = event.getLong("weight");
                    allocated += weight;
                    allocation.merge(methodOf(event.getStackTrace(), prefix), weight, Long::sum);
                }
            }
        } catch (IOException e) {
            throw new RecordingException("'" + recording + "' cannot be read as a recording (" + e.getMessage()
                    + "); accepted: " + ACCEPTED);
        }
        return new HotMethods(recording, cpuSamples, allocated, cpu, allocation);
    }

    /**
     * {@code DbSearchIndexImpl.deleteRdfTypeAssociations}: the innermost frame in {@code prefix}, leaving out the
     * classes the JVM makes for lambdas (the method a lambda's body became is there, below them).
     */
    static String methodOf(RecordedStackTrace stack, String prefix) {
        if (stack == null) {
            return ELSEWHERE;
        }
        List<RecordedFrame> frames = stack.getFrames();
        for (RecordedFrame frame : frames) {
            if (!frame.isJavaFrame()) {
                continue;
            }
            // a recording may name classes as the JVM does inside (org/fcrepo/...)
            String type = frame.getMethod().getType().getName().replace('/', '.');
            if (type.startsWith(prefix) && !type.contains("$$Lambda")) {
                return type.substring(type.lastIndexOf('.') + 1) + "." + frame.getMethod().getName();
            }
        }
        return ELSEWHERE;
    }

    /** The method's share of the CPU samples, 0 to 1. */
    public double cpuShare(String method) {
        return cpuSamples == 0 ? 0 : cpu.getOrDefault(method, 0L) / (double) cpuSamples;
    }

    /** The method's share of the sampled allocation, 0 to 1. */
    public double allocationShare(String method) {
        return allocatedBytes == 0 ? 0 : allocation.getOrDefault(method, 0L) / (double) allocatedBytes;
    }
}
