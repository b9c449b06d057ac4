package org.repobench.workload;

import org.repobench.repository.BenchRepository;
import org.repobench.repository.RepositoryOptions;
import org.repobench.repository.write.ResourceWriter;
import org.repobench.store.StoreBackend;
import org.repobench.store.StoreLocation;

import java.io.PrintStream;

/**
 * Builds a fixture into an empty store location through the repository API, then verifies it: the timed GET must
 * hold exactly N member triples, or the build fails.
 */
public final class FixtureBuild {
    /**
     * Members per save (each member is 1 to 3 requests). Fedora saved once per HTTP request; saving every request would rewrite the growing
     * collection document (its referrer list) N times, O(N²) bytes, turning a 10k build into many minutes while
     * producing the same stored data.
     */
    static final int MEMBERS_PER_SAVE = 250;
    /** Building needs the data only, so a cache that holds it all makes the build faster. */
    private static final RepositoryOptions BUILD_OPTIONS = new RepositoryOptions(false, 1_000_000);

    private FixtureBuild() {
    }

    /** @return the timed GET of the built fixture */
    public static TimedGet build(FixtureSpec spec, StoreBackend backend, StoreLocation into, PrintStream log)
            throws Exception {
        long start = System.nanoTime();
        int reportEvery = Math.max(1000, spec.size() / 10);
        log.printf("# repobench: building fixture %s ...%n", spec);
        try (BenchRepository repository = BenchRepository.open(backend, into, BUILD_OPTIONS);
             ResourceWriter writer = repository.writer(spec.seed())) {
            String timedPath = spec.workload().builder().build(writer, spec.size(), done -> {
                if (done % MEMBERS_PER_SAVE == 0) {
                    writer.save();
                }
                if (done % reportEvery == 0 && done < spec.size()) {
                    log.printf("# repobench: fixture %s: %d/%d members, %.1f s%n", spec, done, spec.size(),
                            seconds(start));
                }
            });
            writer.save();
            TimedGet get = new TimedGet(spec.workload(), timedPath, spec.size());
            get.verify(get.run(repository), "fixture " + spec);
            log.printf("# repobench: built and verified fixture %s in %.1f s%n", spec, seconds(start));
            return get;
        }
    }

    private static double seconds(long start) {
        return (System.nanoTime() - start) / 1e9;
    }
}
