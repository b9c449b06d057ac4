package org.repobench.api;

/**
 * The system a benchmark measures (the JMH {@code target} param): the in-process model of Fedora 4, a Fedora server
 * the suite starts, or the LDP server {@code REPOBENCH_LDP_URL} names. The one type of targets: the benchmarks take
 * it as their param, the launcher writes it and the reports read it back from the results, which record the
 * constant's name ({@link #recorded()}).
 */
public enum TargetKind implements EnumValues.Named {
    MODEL("model"),
    FEDORA_4_7_5("fedora-4.7.5"),
    FEDORA_6_1_0("fedora-6.1.0"),
    URL("url");

    private final String cliName;

    TargetKind(String cliName) {
        this.cliName = cliName;
    }

    @Override
    public String cliName() {
        return cliName;
    }

    /** The {@code target} value a result records for this target: "FEDORA_4_7_5". */
    public String recorded() {
        return name();
    }

    /** Whether a result's {@code target} value is this target. */
    public boolean isRecordedAs(String value) {
        return recorded().equals(value);
    }

    /** Reached over HTTP (everything but the model). */
    public boolean overHttp() {
        return this != MODEL;
    }
}
