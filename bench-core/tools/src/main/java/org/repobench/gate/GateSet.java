package org.repobench.gate;

import org.repobench.api.OptionNames;
import org.repobench.api.ParamNames;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * What one gate step runs: a JMH include pattern, params, and short iteration settings.
 *
 * <p>The default set is {@code warmGet} of N_MEMBERS and N_MEMBEROF, 1000 members, FILE store, parallel=false,
 * cacheSize=1000000. Why these:
 * <ul>
 *   <li>the two workloads cover the two read paths that carry the cost per member: computed membership of a direct
 *       container (MembershipContext, resourceChildren through the pairtree) and inbound references resolved into
 *       memberOf triples (InboundReferencesContext, weak references, indirect containers);</li>
 *   <li>warm, in-memory GETs measure our code and ModeShape's, not the disk: the FILE store needs no service, and with
 *       every node cached the machine's I/O noise stays out. That is also why cacheSize is 1000000 and not 10000:
 *       the memberOf fixture at 1000 has more nodes than 10000 cache slots, so each GET would re-read evicted nodes
 *       from disk, slower and far noisier than fully cached (N_MEMBERS fits either way);</li>
 *   <li>coldGet is left out: every iteration restarts the repository, so a fork of it is long and its single shots
 *       scatter widely on a shared machine; it would eat the gate's time for little signal. Add it with
 *       {@code --include 'ManyMembersBenchmark\.(warm|cold)Get$'} when the store or startup path changed;</li>
 *   <li>1 s iterations, 4 warm-up and 3 measured, instead of the annotations' 3 x 2 s and 5 x 2 s: the test uses one
 *       mean per fork, and forks differ by more than a fork's mean wanders, so the time buys more forks instead.
 *       The 4 s of warm-up are what n-memberof needs: after 3 s its JIT was still compiling in some forks (on a
 *       slower or loaded machine more may be: compare then says the forks were still warming, and
 *       {@code --warmup} sets them);</li>
 *   <li>each fork on the parallel collector with a fixed, pre-touched 2 GB heap: with the JVM's default (G1, a heap
 *       sized and resized by ergonomics) fork means scattered far more. Pinning a fork to one core was worse: its
 *       JIT and collector threads then take turns with the benchmark.</li>
 * </ul>
 * The measurements behind these choices: docs/results/gate.md#where-the-noise-was; what a gate takes and catches
 * with them: docs/results/gate.md#findings.
 * </ul>
 */
public record GateSet(String include, Map<String, List<String>> params, int warmups, int warmServer,
                      String forkJvmArgs) {
    public static final String DEFAULT_INCLUDE = "ManyMembersBenchmark\\.warmGet$";
    /**
     * Between two Fedora builds: the many-members GETs and one CRUD cell, the create of a container under a shared
     * parent (where Fedora 6's releases differ in the parent lock they take).
     */
    public static final String SERVER_INCLUDE = "ManyMembersBenchmark\\.warmGet$|ConcurrentCrudBenchmark\\.create$";
    /** The server gate set's create alone. */
    public static final String CREATE_INCLUDE = "ConcurrentCrudBenchmark\\.create$";
    /** Warm-up iterations of 1 s each, unless {@code --warmup} says otherwise. */
    public static final int DEFAULT_WARMUPS = 4;
    /**
     * Warm-up iterations of 1 s each side by side ({@code gate --side-by-side}), unless {@code --warmup} says: a step's
     * two servers warm in step, request by request, so what is left of their warming falls on both sides of each pair
     * alike, and a step's later forks find the code the earlier ones share compiled (the 10,000-member GETs ran flat
     * from their first warm-up). Two warm-ups took 11 s off every step of a 2-core machine (54 to 60 s, against 68 to
     * 69 s after 4), and the gate still caught a 6 % CPU cost in 6 of 6 gates with no false alarm in 7
     * (docs/results/fedora-gate.md).
     */
    public static final int SIDE_BY_SIDE_WARMUPS = 2;
    /** The most {@code --warmup} takes: a minute of warm-up per benchmark in every fork. */
    public static final int MAX_WARMUPS = 60;
    static final List<String> MEASUREMENT_OPTIONS = List.of("-w", "1s", "-i", "3", "-r", "1s");
    /** The forks' JVM: the same collector and a fixed, pre-touched heap in every fork of both arms. */
    static final String FORK_JVM_ARGS = "-XX:+UseParallelGC -Xms2g -Xmx2g -XX:+AlwaysPreTouch";
    /**
     * Every server a gate between two Fedora builds starts gets the forks' collector and fixed heap too: on its JVM's
     * default (G1, a heap ergonomics sizes) Fedora 6.1.0's warm GETs at 1,000 members scattered between server
     * starts with a coefficient of variation of 17 and 19 % in one run of 8 starts, with these 9 and 8 %
     * (docs/results/fedora-gate.md#where-a-server-starts-noise-was). Its heap in transparent huge pages, which the
     * kernel gives where asked (its default, "madvise"): touching 2 GB before a start took 4.4 s alone and 9.0 s for a
     * step's two servers at once on the slowest 2-core machine, 0.3 s and 1.6 s in huge pages on another; where the
     * kernel has them off the JVM says so in the server's log and touches small pages as before.
     */
    static final String SERVER_JVM_ARGS = FORK_JVM_ARGS + " -XX:+UseTransparentHugePages";
    /**
     * The forks of a gate between two Fedora builds are only the server's clients: a GET of 10,000 members parses a few
     * MB. The same collector and a fixed, pre-touched heap, a quarter the size: touching 2 GB took 1.1 to 1.2 s of
     * every fork's start on a 2-core machine, 512 MB 0.25 to 0.3 s, and a step of the gate set starts four or five.
     */
    static final String CLIENT_JVM_ARGS = "-XX:+UseParallelGC -Xms512m -Xmx512m -XX:+AlwaysPreTouch";
    /**
     * JMH's GC profiler: allocation per operation, the gate's second signal. It reads allocation counters once per
     * iteration, which costs nothing measurable beside a GET of milliseconds.
     */
    static final List<String> PROFILER_OPTIONS = List.of("-prof", "gc");
    private static final Pattern PARAM_NAME = Pattern.compile("[A-Za-z_$][A-Za-z0-9_$]*");
    static final String PARAMS_FORMAT = "name=v1,v2;name2=v3 (JMH @Param names, e.g. size=10000;workload=N_CHILDREN)";

    public GateSet {
        params = Collections.unmodifiableMap(new LinkedHashMap<>(params));
        if (forkJvmArgs.isBlank()) {
            throw new IllegalArgumentException("the forks' JVM options are the gate's own and never empty");
        }
        if (warmups < 1 || warmups > MAX_WARMUPS) {
            throw new GateException("--warmup must be a whole number of 1 s warm-up iterations from 1 to " + MAX_WARMUPS
                    + ", got " + warmups);
        }
        if (warmServer < 0 || warmServer > OptionNames.WARM_SERVER_MAX_SECONDS) {
            throw new GateException(OptionNames.WARM_SERVER + " must be a whole number of seconds from 1 to "
                    + OptionNames.WARM_SERVER_MAX_SECONDS + ", got " + warmServer);
        }
    }

    /** No server warm-up beyond JMH's ({@code warmServer} 0), the forks on {@link #FORK_JVM_ARGS}. */
    public GateSet(String include, Map<String, List<String>> params, int warmups) {
        this(include, params, warmups, 0, FORK_JVM_ARGS);
    }

    public GateSet(String include, Map<String, List<String>> params) {
        this(include, params, DEFAULT_WARMUPS);
    }

    public static GateSet defaults() {
        Map<String, List<String>> params = new LinkedHashMap<>();
        params.put(ParamNames.STORE, List.of("FILE"));
        params.put(ParamNames.WORKLOAD, List.of("N_MEMBERS", "N_MEMBEROF"));
        params.put(ParamNames.SIZE, List.of("1000"));
        params.put(ParamNames.PARALLEL, List.of("false"));
        params.put(ParamNames.CACHE_SIZE, List.of("1000000"));
        return new GateSet(DEFAULT_INCLUDE, params);
    }

    /**
     * The gate set between two Fedora builds: the warm GET of n-members and n-children at 1,000 and 10,000 members on
     * the file store, and the create of a container with one writer. No cacheSize or other model lever: the launcher
     * runs a server's pass once, at the levers' first value, and a build says which of them it has.
     */
    public static GateSet serverDefaults() {
        Map<String, List<String>> params = new LinkedHashMap<>();
        params.put(ParamNames.STORE, List.of("FILE"));
        params.put(ParamNames.WORKLOAD, List.of("N_MEMBERS", "N_CHILDREN"));
        params.put(ParamNames.SIZE, List.of("1000", "10000"));
        params.put(ParamNames.RESOURCE, List.of("CONTAINER"));
        return new GateSet(SERVER_INCLUDE, params, DEFAULT_WARMUPS, 0, CLIENT_JVM_ARGS);
    }

    /**
     * Side by side ({@code gate --side-by-side}): the server gate set, both of whose benchmarks send their requests to
     * two servers in turn (the warm GET, the create).
     */
    public static final String SIDE_BY_SIDE_INCLUDE = SERVER_INCLUDE;
    /** What {@code --include} may select side by side: the whole set, the warm GETs alone, or the create alone. */
    public static final List<String> SIDE_BY_SIDE_INCLUDES = List.of(SIDE_BY_SIDE_INCLUDE, DEFAULT_INCLUDE,
            CREATE_INCLUDE);

    /**
     * Two servers side by side in every step: the server gate set (n-members and n-children at 1,000 and 10,000 on the
     * file store, and the create of a container), each of its requests sent to one server and then the other, after
     * {@link #SIDE_BY_SIDE_WARMUPS} warm-up iterations.
     */
    public static GateSet sideBySideDefaults() {
        return serverDefaults().withWarmups(SIDE_BY_SIDE_WARMUPS);
    }

    /** A new include pattern; it must compile, as JMH would otherwise fail only once the first step runs. */
    public GateSet withInclude(String regex) {
        if (regex.isBlank()) {
            throw new GateException("--include must be a JMH include pattern (a Java regex), got an empty value");
        }
        try {
            Pattern.compile(regex);
        } catch (PatternSyntaxException e) {
            throw new GateException("--include must be a Java regex, got '" + regex + "': "
                    + e.getDescription());
        }
        return new GateSet(regex, params, warmups, warmServer, forkJvmArgs);
    }

    /**
     * Only the params the selected benchmarks have: after {@code --include} narrows the set, a default that belongs to
     * a benchmark no longer selected (the create's {@code resource} when only the GETs are kept) would make every step
     * fail on a param no benchmark has. The user's own {@code --params} come after and are always handed on.
     */
    public GateSet keeping(Set<String> names) {
        Map<String, List<String>> kept = new LinkedHashMap<>(params);
        kept.keySet().retainAll(names);
        return new GateSet(include, kept, warmups, warmServer, forkJvmArgs);
    }

    /** The given params replace those of the same name; the others keep their defaults. */
    public GateSet withParams(String spec) {
        Map<String, List<String>> merged = new LinkedHashMap<>(params);
        merged.putAll(parseParams(spec));
        return new GateSet(include, merged, warmups, warmServer, forkJvmArgs);
    }

    /**
     * More (or fewer) warm-up iterations: where compare says forks were still warming (a slow or loaded machine, a
     * benchmark whose JIT takes longer), more of them buy warm forks at the price of a longer gate.
     */
    public GateSet withWarmups(int count) {
        return new GateSet(include, params, count, warmServer, forkJvmArgs);
    }

    /**
     * Each step's forks warm their server until its compiler is quiet, for at most {@code seconds}, before JMH's
     * warm-up ({@code run --warm-server}): for the gate between two Fedora builds, where a start's compiler still at
     * work during the measured iterations is what scatters starts most.
     */
    public GateSet withWarmServer(int seconds) {
        return new GateSet(include, params, warmups, seconds, forkJvmArgs);
    }

    /** The launcher's own options of a step, beside the JMH ones: {@code --warm-server} when asked for. */
    public List<String> launcherArgs() {
        return warmServer == 0 ? List.of() : List.of(OptionNames.WARM_SERVER, String.valueOf(warmServer));
    }

    static Map<String, List<String>> parseParams(String spec) {
        Map<String, List<String>> parsed = new LinkedHashMap<>();
        for (String part : spec.split(";")) {
            if (part.isBlank()) {
                continue;
            }
            int eq = part.indexOf('=');
            String name = eq < 0 ? "" : part.substring(0, eq).trim();
            List<String> values = new ArrayList<>();
            if (eq >= 0) {
                for (String value : part.substring(eq + 1).split(",")) {
                    if (!value.isBlank()) {
                        values.add(value.trim());
                    }
                }
            }
            if (!PARAM_NAME.matcher(name).matches() || values.isEmpty()) {
                throw new GateException("--params: cannot read '" + part.trim() + "'; accepted: " + PARAMS_FORMAT);
            }
            parsed.put(name, List.copyOf(values));
        }
        if (parsed.isEmpty()) {
            throw new GateException("--params names no param, got '" + spec + "'; accepted: " + PARAMS_FORMAT);
        }
        return parsed;
    }

    /**
     * The JMH options of one step: a single fork, the iteration settings, the forks' JVM, the GC profiler, the include,
     * the params.
     */
    public List<String> jmhArgs() {
        List<String> args = new ArrayList<>(List.of("-f", "1"));
        args.addAll(List.of("-wi", String.valueOf(warmups)));
        args.addAll(MEASUREMENT_OPTIONS);
        args.addAll(List.of("-jvmArgsAppend", forkJvmArgs));
        args.addAll(PROFILER_OPTIONS);
        args.add(include);
        params.forEach((name, values) -> {
            args.add("-p");
            args.add(name + "=" + String.join(",", values));
        });
        return args;
    }

    public List<String> values(String param) {
        return params.getOrDefault(param, List.of());
    }

    public String describe() {
        StringBuilder text = new StringBuilder(include);
        params.forEach((name, values) -> text.append(' ').append(name).append('=').append(String.join(",", values)));
        if (warmups != DEFAULT_WARMUPS) {
            text.append(", ").append(warmups).append(" warm-up iterations");
        }
        if (warmServer > 0) {
            text.append(", servers warmed until their compiler is quiet (at most ").append(warmServer).append(" s)");
        }
        return text.toString();
    }
}
