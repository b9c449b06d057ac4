package org.repobench.workload;

import org.repobench.ldp.LdpClient;

import java.io.PrintStream;
import java.util.Map;
import java.util.Optional;
import java.util.function.LongSupplier;
import java.util.stream.Collectors;

/**
 * The requests that put one fixture's data on a server, under its container: for a workload of independent members
 * ({@link MemberLoader}) with more than one thread, its members at once ({@link ConcurrentLoad}), each create named
 * before it is sent so a retry never makes a member twice ({@link NamedCreates}); otherwise one request after another,
 * the scripts' own. Either way with a progress line (members of N, rate, ETA). Verification is the caller's: the
 * same for both.
 */
final class ServerLoad {
    private final LdpClient client;
    private final WorkloadFixture fixture;
    private final String container;
    private final PrintStream log;
    private final LongSupplier nanoClock;

    /**
     * @param container the fixture's container, relative to the server's root; made and empty
     * @param nanoClock the progress line's clock: {@code System::nanoTime} but in tests
     */
    ServerLoad(LdpClient client, WorkloadFixture fixture, String container, PrintStream log, LongSupplier nanoClock) {
        this.client = client;
        this.fixture = fixture;
        this.container = container;
        this.log = log;
        this.nanoClock = nanoClock;
    }

    /**
     * Loads the data with up to {@code threads} members at once.
     *
     * @return the timed resource's path, relative to the container
     */
    String load(int threads) throws Exception {
        String name = "fixture " + fixture;
        ProgressLine progress = new ProgressLine(name, log, nanoClock);
        LdpWorkloadWriter requests = new LdpWorkloadWriter(client, container);
        WorkloadLoader loader = fixture.workload().loader();
        if (threads > 1 && fixture.size() > 1 && loader instanceof MemberLoader members) {
            Optional<MintedNames> minted = Optional.empty();
            if (fixture.layout() == Layout.PAIRTREE) {
                minted = MintedNames.of(client, container, fixture.seed());
                Optional<String> oneByOne = minted.isEmpty()
                        ? Optional.of("mints names for a POST that this load cannot give in advance")
                        : minted.filter(MintedNames::sharesPairtreeNodes).map(shape -> "mints pairtree names ("
                        + shape.shape() + "), whose shared nodes concurrent creates race to make");
                if (oneByOne.isPresent()) {
                    log.printf("# repobench: %s: %s %s; loading one member after another%n", name,
                            client.server().product(), oneByOne.get());
                    return loader.load(requests, progress, fixture.size(), fixture.layout());
                }
            }
            log.printf("# repobench: %s: %d threads load its members%s%n", name, threads, minted
                    .map(shape -> ", each POST sent as a PUT where " + client.server().product()
                            + " would have minted its path (" + shape.shape() + ")").orElse(""));
            // the setup first, as the scripts sent it: one request after another, and a container PUT twice replaced
            String timed = members.prepare(requests);
            concurrently(members, new NamedCreates(client, requests, minted.orElse(null)), threads, progress);
            return timed;
        }
        return loader.load(requests, progress, fixture.size(), fixture.layout());
    }

    private void concurrently(MemberLoader members, NamedCreates writer, int threads, ProgressLine progress)
            throws Exception {
        try {
            new ConcurrentLoad(threads).run(fixture.size(), i -> members.loadMember(writer, i, fixture.layout()),
                    progress);
        } catch (FixtureLoadException failed) {
            throw new FixtureLoadException("fixture " + fixture + " on " + client.server().product() + ": "
                    + failed.getMessage(), failed.getCause());
        } finally {
            Map<String, Long> retries = writer.retries();
            if (!retries.isEmpty()) {
                log.printf("# repobench: fixture %s: %d requests sent again (after %s), each only where a HEAD of its"
                        + " path found nothing%n", fixture, retries.values().stream().mapToLong(Long::longValue)
                        .sum(), retries.entrySet().stream().map(entry -> entry.getKey() + ": " + entry.getValue())
                        .collect(Collectors.joining(", ")));
            }
        }
    }
}
