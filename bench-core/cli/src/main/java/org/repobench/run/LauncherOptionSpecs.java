package org.repobench.run;

import org.repobench.api.FlameNames;
import org.repobench.api.OptionNames;
import org.repobench.api.OptionSpec;

import java.util.List;

/**
 * The launcher's own {@code --} options, declared once: {@link LauncherOptions#split} accepts these and no other
 * (any other double-dash word is refused, not handed to JMH), and {@code ./repobench run --help} prints this list.
 * JMH's options, which start with one dash, follow them.
 */
public final class LauncherOptionSpecs {
    static final String OUT = "--out";
    static final String NO_REPORT = "--no-report";
    static final String ONE_SERVER = "--one-server";
    static final String THREADS = "--threads";
    static final String PARAMS = "--params";
    static final String PROF = "--prof";
    static final String EXTRA = "--extra";
    /** Everything after it goes to JMH as is. */
    static final String END_OF_OPTIONS = "--";
    /** {@link OptionNames#SIDE_BY_SIDE}'s old spelling, refused with a line naming the new one. */
    private static final String BESIDE = "--beside";
    /** {@link OptionNames#SIDE_BY_SIDE_INJECT}'s old spelling, refused with a line naming the new one. */
    private static final String BESIDE_INJECT = "--beside-inject";

    /** In the order an unknown option's error lists them. */
    public static final List<OptionSpec> ALL = List.of(
            OptionSpec.valued(OUT, "DIR", "where results, latest.json and the report go")
                    .defaultsTo(ResultFiles.DEFAULT_DIRECTORY),
            OptionSpec.flag(NO_REPORT, "no report.md / report.html after the run"),
            OptionSpec.flag(ONE_SERVER, "the forks of a pass against a Fedora the suite starts share one start, not"
                    + " one each (a quick look: the server's own variance left out)"),
            OptionSpec.flag(OptionNames.NO_BYTES_STORED, "don't measure what a Fedora server the run starts keeps on"
                    + " disk and in its database (saves walking its files after every pass)"),
            OptionSpec.valued(THREADS, "N[,N...]", "runs JMH once per thread count (distinct, 1 to "
                    + LauncherOptions.MAX_THREADS + ") and merges the results into one file"),
            OptionSpec.valued(OptionNames.SERVER_INJECT, "COST", "a known cost added to the code of every Fedora"
                    + " server the run starts: cpu=10%, alloc=10%, or @CLASS#METHOD for other methods"),
            OptionSpec.valued(OptionNames.SERVER_JVM_ARGS, "\"OPTIONS\"", "options for the JVM of every Fedora server"
                    + " the run starts, e.g. \"-Xms4g -Xmx4g -XX:+UseParallelGC\""),
            OptionSpec.valued(OptionNames.WARM_SERVER, "SECONDS", "each fork repeats its operation, untimed, until"
                    + " its server's JIT compiler is quiet, for at most SECONDS (1 to "
                    + OptionNames.WARM_SERVER_MAX_SECONDS + "), before JMH's warm-up"),
            OptionSpec.flag(OptionNames.SERVER_PROFILE, "every Fedora server the run starts records itself (JFR) into"
                    + " OUT/" + LauncherOptions.PROFILES + "/, read with ./repobench profile"),
            OptionSpec.flag(FlameNames.OPTION, "every fork records where the CPU and the allocation of its measured"
                    + " iterations went (async-profiler, else JFR), the model's JVM or the Fedora server it measures:"
                    + " flame graphs in the report, differential ones in compare's page (profiling perturbs the"
                    + " timing)"),
            OptionSpec.valued(OptionNames.SIDE_BY_SIDE, "T", "a second server of build T (war:PATH or fedora-VERSION)"
                    + " side by side with every one the run starts; the warm GET and the create send to each in turn")
                    .formerly(BESIDE),
            OptionSpec.valued(OptionNames.SIDE_BY_SIDE_INJECT, "COST", "with " + OptionNames.SIDE_BY_SIDE + ": a known"
                    + " cost in the side-by-side server only, as " + OptionNames.SERVER_INJECT + " takes it")
                    .formerly(BESIDE_INJECT),
            OptionSpec.valued(PARAMS, "\"name=v1,v2;name2=v3\"", "becomes -p name=v1,v2 -p name2=v3"),
            OptionSpec.valued(PROF, "\"gc jfr ...\"", "becomes -prof gc -prof jfr"),
            OptionSpec.valued(EXTRA, "\"OPTIONS\"", "split on whitespace and passed to JMH as is"));

    /** What {@code run --help} says after the launcher's options: the rest of the command line is JMH's. */
    public static final List<String> JMH_NOTE = List.of(
            "then any JMH option (-p name=v1,v2, -f N, -i N, -prof gc, ...; " + END_OF_OPTIONS
                    + " hands everything after it to JMH as is); ./repobench run -h lists JMH's");

    private LauncherOptionSpecs() {
    }

    static boolean declares(String name) {
        return ALL.stream().anyMatch(option -> option.name().equals(name));
    }
}
