package org.repobench.cli;

import org.repobench.api.LeverRange;
import org.repobench.api.EnumValues;
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
 * {@code ./repobench dump --workload NAME --size N [--store file] [--parallel] [--cache-size K] [--traversal T]
 * [--seed S]}: builds
 * (or reuses) the fixture and prints to stdout, as N-Triples, exactly the representation the benchmark times.
 * Progress and the triple count go to stderr so stdout stays pure N-Triples.
 */
public final class DumpCommand implements Command {
    private static final Set<String> VALUED = Set.of("--workload", "--size", "--store", "--cache-size", "--seed",
            "--reference-lookup", "--traversal", "--layout", "--prefer");
    private static final Set<String> FLAGS = Set.of("--parallel");

    @Override
    public String name() {
        return "dump";
    }

    @Override
    public String summary() {
        return "print the timed representation: --workload " + EnumValues.accepted(Workload.class).replace(", ", "|")
                + " --size N [--store file] [--parallel] [--cache-size K] [--reference-lookup "
                + EnumValues.accepted(ReferenceLookup.class).replace(", ", "|") + "] [--traversal "
                + EnumValues.accepted(Traversal.class).toLowerCase(Locale.ROOT).replace(", ", "|") + "] [--layout "
                + EnumValues.accepted(Layout.class).toLowerCase(Locale.ROOT).replace(", ", "|") + "] [--prefer "
                + EnumValues.accepted(PreferChoice.class).toLowerCase(Locale.ROOT).replace(", ", "|") + "] [--seed S]";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        Arguments parsed = Arguments.parse(args, VALUED, FLAGS);
        if (!parsed.positional().isEmpty()) {
            throw new UsageException("unexpected argument '" + parsed.positional().get(0) + "'");
        }
        Workload workload = EnumValues.parse(Workload.class, "--workload",
                parsed.require("--workload", "one of " + EnumValues.accepted(Workload.class)));
        int size = (int) parsed.number("--size", 0, 1, WorkloadFixture.MAX_SIZE);
        if (!parsed.has("--size")) {
            throw new UsageException("option --size is required (a whole number from 1 to " + WorkloadFixture.MAX_SIZE
                    + ")");
        }
        StoreKind store = EnumValues.parse(StoreKind.class, "--store", parsed.get("--store", "file"));
        int cacheSize = (int) parsed.number("--cache-size", RepositoryLevers.DEFAULT_CACHE_SIZE,
                LeverRange.CACHE_SIZE.min(), LeverRange.CACHE_SIZE.max());
        long seed = parsed.number("--seed", 42, 0, Long.MAX_VALUE);
        ReferenceLookup referenceLookup = EnumValues.parse(ReferenceLookup.class, "--reference-lookup",
                parsed.get("--reference-lookup", ReferenceLookup.IDENTIFIER.name()));
        Traversal traversal = EnumValues.parse(Traversal.class, "--traversal",
                parsed.get("--traversal", Traversal.ITERATE.name()));
        RepositoryLevers levers = new RepositoryLevers(parsed.flag("--parallel"), cacheSize, referenceLookup,
                traversal);

        Layout layout = EnumValues.parse(Layout.class, "--layout", parsed.get("--layout", Layout.PAIRTREE.name()));
        PreferChoice prefer = EnumValues.parse(PreferChoice.class, "--prefer",
                parsed.get("--prefer", PreferChoice.SCRIPT.name()));
        WorkloadFixture fixture;
        try {
            fixture = new WorkloadFixture(workload, size, seed, layout);
        } catch (IllegalArgumentException e) {
            throw new UsageException("--layout: " + e.getMessage());
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
