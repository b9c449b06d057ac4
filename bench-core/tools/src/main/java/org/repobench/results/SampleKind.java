package org.repobench.results;

import org.repobench.api.ParamNames;
import org.repobench.api.Target;

import java.util.Arrays;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * What one sample of a result is (one entry of its {@code rawData}): the unit of run-to-run variance every interval
 * over its forks holds. The launcher records it in the results JSON ({@link #FIELD}); every table, report and
 * comparison says it in these words and no others.
 */
public enum SampleKind {
    /** A fresh JVM per sample: the model, or any benchmark that measures its own JVM. */
    FORK("fork", "forks", "a fresh JVM each"),
    /** A fresh server (and a fresh JVM to drive it) per sample: the server's own run-to-run variance is in. */
    SERVER_START("server start", "server starts", "a fresh server and a fresh JVM each"),
    /**
     * A fresh server started together with another build's, the two sent the same requests in turn
     * ({@code gate --side-by-side}): the server's own variance is in, and what the machine does to both at once
     * cancels in their ratio, which is what a paired comparison of the two reads.
     */
    SERVER_START_SIDE_BY_SIDE("server start side by side", "server starts side by side", "a fresh server started"
            + " with the other build's, the two sent requests in turn"),
    /** Forks that all met one running server (--one-server, or a server given by URL): narrower than it should be. */
    FORK_OF_ONE_SERVER("fork of one server", "forks of one server", "the server's own variance left out"),
    /**
     * Consecutive time windows of one load on one server (the load command): the server's and the load's own
     * run-to-run variance both left out.
     */
    LOAD_WINDOW("window of one load", "windows of one load", "time slices of one load: its run-to-run variance left"
            + " out"),
    /** Results of different kinds pooled by a merge of files. */
    MIXED("mixed", "samples of mixed kinds", "files with different kinds of sample pooled");

    /** The field of a results JSON entry that holds the constant's name. */
    public static final String FIELD = "sample";

    private final String label;
    private final String plural;
    private final String meaning;

    SampleKind(String label, String plural, String meaning) {
        this.label = label;
        this.plural = plural;
        this.meaning = meaning;
    }

    /** "server start". */
    public String label() {
        return label;
    }

    /** "server start (a fresh server and a fresh JVM each)": the one wording of what a sample is. */
    public String describe() {
        return label + " (" + meaning + ")";
    }

    /** "1 server start", "3 forks of one server". */
    public String count(int samples) {
        return samples + " " + (samples == 1 ? label : plural);
    }

    /** The kind of the samples of two merged results: the same, or {@link #MIXED}. */
    public SampleKind pooledWith(SampleKind other) {
        return other == this ? this : MIXED;
    }

    /**
     * The kind of a result whose file does not say (written before it was recorded, or by JMH alone): every run
     * before it was recorded shared one server among its forks, and a result without a server target is the model's
     * or a plain JMH benchmark's.
     */
    public static SampleKind unrecorded(Map<String, String> params) {
        String target = params.get(ParamNames.TARGET);
        return target == null || Target.MODEL.isRecordedAs(target) ? FORK : FORK_OF_ONE_SERVER;
    }

    /** The kind a file records, by constant name; null for a value that names none. */
    public static SampleKind recorded(String value) {
        for (SampleKind kind : values()) {
            if (kind.name().equals(value)) {
                return kind;
            }
        }
        return null;
    }

    /** The recorded names, for a message about a value that names none. */
    public static String accepted() {
        return Arrays.stream(values()).map(Enum::name).collect(Collectors.joining(", "));
    }
}
