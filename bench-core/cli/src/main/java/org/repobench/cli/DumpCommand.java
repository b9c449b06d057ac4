package org.repobench.cli;

import org.repobench.api.LeverRange;
import org.repobench.api.EnumValues;
import org.repobench.api.OptionSpec;
import org.repobench.api.ParamNames;
import org.repobench.fixture.CheckedOutFixture;
import org.repobench.fixture.FixtureCache;
import org.repobench.provision.ProvisionedStores;
import org.repobench.provision.StoreProvisioner;
import org.repobench.repository.BenchRepository;
import org.repobench.repository.RepositoryLevers;
import org.repobench.repository.read.GetResult;
import org.repobench.repository.read.ReferenceLookup;
import org.repobench.repository.read.Traversal;
import org.repobench.store.StoreKind;
import org.repobench.workload.Layout;
import org.repobench.workload.PreferChoice;
import org.repobench.workload.TimedGet;
import org.repobench.workload.Workload;
import org.repobench.workload.WorkloadFixture;

import java.io.BufferedOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * {@code ./repobench dump --workload NAME --size N [options]}: builds (or reuses) the fixture and prints to stdout, as
 * N-Triples, exactly the representation the benchmark times. Progress and the triple count go to stderr so stdout
 * stays pure N-Triples.
 */
public final class DumpCommand implements Command {
    // each option is the benchmarks' param of the same meaning, spelled as -p spells it
    private static final String WORKLOAD = "--" + ParamNames.WORKLOAD;
    private static final String SIZE = "--" + ParamNames.SIZE;
    private static final String STORE = "--" + ParamNames.STORE;
    private static final String PARALLEL = "--" + ParamNames.PARALLEL;
    private static final String CACHE_SIZE = "--" + ParamNames.CACHE_SIZE;
    private static final String REFERENCE_LOOKUP = "--" + ParamNames.REFERENCE_LOOKUP;
    private static final String TRAVERSAL = "--" + ParamNames.TRAVERSAL;
    private static final String LAYOUT = "--" + ParamNames.LAYOUT;
    private static final String PREFER = "--" + ParamNames.PREFER;
    private static final String SEED = "--" + ParamNames.SEED;
    /** The benchmarks' own {@code seed} default, so a dump shows the data they time. */
    private static final long DEFAULT_SEED = 42;
    private static final StoreKind DEFAULT_STORE = StoreKind.FILE;
    private static final ReferenceLookup DEFAULT_REFERENCE_LOOKUP = ReferenceLookup.IDENTIFIER;
    private static final Traversal DEFAULT_TRAVERSAL = Traversal.ITERATE;
    private static final Layout DEFAULT_LAYOUT = Layout.PAIRTREE;
    private static final PreferChoice DEFAULT_PREFER = PreferChoice.SCRIPT;
    private static final List<OptionSpec> OPTIONS = List.of(
            OptionSpec.valued(WORKLOAD, "W", "required: the workload, one of " + EnumValues.accepted(Workload.class)),
            OptionSpec.valued(SIZE, "N", "required: its size, 1 to " + WorkloadFixture.MAX_SIZE),
            OptionSpec.valued(STORE, "S", "the store: " + EnumValues.accepted(StoreKind.class))
                    .defaultsTo(DEFAULT_STORE.cliName()),
            OptionSpec.flag(PARALLEL, "traverse members and references with parallel streams (the parallel lever)"),
            OptionSpec.valued(CACHE_SIZE, "K", "nodes each ModeShape workspace keeps in memory, "
                    + LeverRange.CACHE_SIZE.min() + " to " + LeverRange.CACHE_SIZE.max())
                    .defaultsTo(RepositoryLevers.DEFAULT_CACHE_SIZE),
            OptionSpec.valued(REFERENCE_LOOKUP, "L", "how a stored reference becomes its node: "
                    + lowerCase(ReferenceLookup.class)).defaultsTo(EnumValues.lowerCase(DEFAULT_REFERENCE_LOOKUP)),
            OptionSpec.valued(TRAVERSAL, "T", "how containment, membership and inbound references are computed: "
                    + lowerCase(Traversal.class)).defaultsTo(EnumValues.lowerCase(DEFAULT_TRAVERSAL)),
            OptionSpec.valued(LAYOUT, "L", "how member resources are created: " + lowerCase(Layout.class))
                    .defaultsTo(EnumValues.lowerCase(DEFAULT_LAYOUT)),
            OptionSpec.valued(PREFER, "P", "the timed GET's Prefer: " + lowerCase(PreferChoice.class))
                    .defaultsTo(EnumValues.lowerCase(DEFAULT_PREFER)),
            OptionSpec.valued(SEED, "S", "the writer's seed, 0 or more").defaultsTo(DEFAULT_SEED));

    @Override
    public String name() {
        return "dump";
    }

    @Override
    public String summary() {
        return "write the N-Triples a benchmark times to stdout";
    }

    @Override
    public String usage() {
        return WORKLOAD + " W " + SIZE + " N [options]";
    }

    @Override
    public List<OptionSpec> options() {
        return OPTIONS;
    }

    private static String lowerCase(Class<? extends Enum<?>> type) {
        return EnumValues.accepted(type).toLowerCase(Locale.ROOT);
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        Arguments parsed = Arguments.parse(args, name(), OPTIONS);
        if (!parsed.positional().isEmpty()) {
            throw new UsageException("unexpected argument '" + parsed.positional().get(0) + "'");
        }
        Workload workload = EnumValues.parse(Workload.class, WORKLOAD,
                parsed.require(WORKLOAD, "one of " + EnumValues.accepted(Workload.class)));
        int size = (int) parsed.number(SIZE, 0, 1, WorkloadFixture.MAX_SIZE);
        if (!parsed.has(SIZE)) {
            throw new UsageException("option " + SIZE + " is required (a whole number from 1 to "
                    + WorkloadFixture.MAX_SIZE + ")");
        }
        StoreKind store = EnumValues.parse(StoreKind.class, STORE, parsed.get(STORE, DEFAULT_STORE.cliName()));
        int cacheSize = (int) parsed.number(CACHE_SIZE, RepositoryLevers.DEFAULT_CACHE_SIZE,
                LeverRange.CACHE_SIZE.min(), LeverRange.CACHE_SIZE.max());
        long seed = parsed.number(SEED, DEFAULT_SEED, 0, Long.MAX_VALUE);
        ReferenceLookup referenceLookup = EnumValues.parse(ReferenceLookup.class, REFERENCE_LOOKUP,
                parsed.get(REFERENCE_LOOKUP, DEFAULT_REFERENCE_LOOKUP.name()));
        Traversal traversal = EnumValues.parse(Traversal.class, TRAVERSAL,
                parsed.get(TRAVERSAL, DEFAULT_TRAVERSAL.name()));
        RepositoryLevers levers = new RepositoryLevers(parsed.flag(PARALLEL), cacheSize, referenceLookup,
                traversal);

        Layout layout = EnumValues.parse(Layout.class, LAYOUT, parsed.get(LAYOUT, DEFAULT_LAYOUT.name()));
        PreferChoice prefer = EnumValues.parse(PreferChoice.class, PREFER,
                parsed.get(PREFER, DEFAULT_PREFER.name()));
        WorkloadFixture fixture;
        try {
            fixture = new WorkloadFixture(workload, size, seed, layout);
        } catch (IllegalArgumentException e) {
            throw new UsageException(LAYOUT + ": " + e.getMessage());
        }
        try (ProvisionedStores provisioned = StoreProvisioner.forHost().provision(Set.of(store), true);
             var backend = store.backend();
             CheckedOutFixture copy = FixtureCache.fromEnvironment().checkout(fixture, backend, err);
             BenchRepository repository = BenchRepository.open(backend, copy.location(), levers)) {
            provisioned.sources().forEach((what, source) -> err.println("# repobench: " + what + ": " + source));
            OutputStream body = new BufferedOutputStream(out, 1 << 16);
            TimedGet get = fixture.timedGet(copy.root(), prefer);
            GetResult result = get.verify(get.run(repository, body), "dump " + fixture + " on " + store.cliName());
            body.flush();
            err.printf("# repobench: %d triples (%d <%s>), %d bytes, traversal %s%n", result.triples(),
                    result.counted(), workload.memberPredicate().getURI(), result.bytes(), traversal);
        }
        return ExitCodes.DONE;
    }
}
