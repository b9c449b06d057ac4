package org.repobench.crud;

import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.repobench.jmh.ParamRange;
import org.repobench.jmh.WriteCounts;
import org.repobench.repository.write.BinarySource;

import java.io.InputStream;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;

/**
 * n-binaries.sh: N binaries of SIZE KB under one container, each POSTed with the md5 digest the repository checks.
 * Binary i of an iteration is SIZE×1000 bytes of the {@link Payload} followed by its own line, so every binary is new
 * (ModeShape would store identical content once). The bytes and their digests are made before the timed ingest, and
 * never held in memory: each binary is streamed from its description. After each iteration everything it stored is
 * deleted (and, on the model, the binary store's unused content collected), so the store does not grow from iteration
 * to iteration.
 */
@State(Scope.Benchmark)
public class BinaryIngest {
    static final String PARENT = "/binaries";

    @Param({"100"})
    @ParamRange(min = 1, max = 1_000_000)
    public int binaries;

    /** Kilobytes (of 1000 bytes, as the script's dd) in each binary; not a member count, hence not "size". */
    @Param({"1000"})
    @ParamRange(min = 0, max = 10_000_000)
    public int binaryKb;

    /** What the bytes are: ZEROS as the scripts' dd made them, or RANDOM, incompressible as real images. */
    @Param({"ZEROS"})
    public Payload payload;

    private IngestTrial trial;
    private int iteration;
    private final List<String> suffixes = new ArrayList<>();
    private final List<String> md5s = new ArrayList<>();
    private final List<String> stored = new ArrayList<>();
    private OptionalLong bytesAtStart;

    @Setup(Level.Trial)
    public void open(IngestTrial trial) throws Exception {
        this.trial = trial;
        trial.createContainer(PARENT, false);
    }

    /** Untimed: this iteration's binaries described (their last line) and digested. */
    @Setup(Level.Iteration)
    public void describe() throws Exception {
        iteration++;
        suffixes.clear();
        md5s.clear();
        stored.clear();
        for (int i = 0; i < binaries; i++) {
            String suffix = iteration + "-" + i + "\n";
            suffixes.add(suffix);
            MessageDigest md5 = MessageDigest.getInstance("MD5");
            try (InputStream in = payload.of(binaryKb, suffix).open()) {
                byte[] buffer = new byte[64 * 1024];
                for (int read; (read = in.read(buffer)) > 0; ) {
                    md5.update(buffer, 0, read);
                }
            }
            md5s.add(HexFormat.of().formatHex(md5.digest()));
        }
        bytesAtStart = trial.target().bytesStored();
    }

    /** The measured ingest: every binary POSTed with its md5, one request each. @return binaries stored */
    int ingest() throws Exception {
        long bytes = 0;
        for (int i = 0; i < binaries; i++) {
            BinarySource source = payload.of(binaryKb, suffixes.get(i));
            long length = Payload.length(binaryKb, suffixes.get(i));
            Map<String, String> digest = Map.of("md5", md5s.get(i));
            String[] path = new String[1];
            if (trial.target().send(w -> path[0] = w.postBinary(PARENT, source, length, "application/octet-stream",
                    digest))) {
                stored.add(path[0]);
                bytes += length;
            }
        }
        WriteCounts.ingested(stored.size(), bytes);
        return stored.size();
    }

    @TearDown(Level.Iteration)
    public void verifyMeasureAndReset() throws Exception {
        trial.target().verifyChildren(PARENT, stored.size(), "binary ingest, " + binaries + " x " + binaryKb + " KB");
        if (bytesAtStart.isPresent()) {
            WriteCounts.storeGrew(trial.target().bytesStored().orElseThrow() - bytesAtStart.getAsLong());
        }
        trial.target().remove(stored);
    }
}
