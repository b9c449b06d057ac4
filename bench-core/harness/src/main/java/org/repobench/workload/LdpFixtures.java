package org.repobench.workload;

import org.repobench.fixture.FixtureVerificationException;
import org.repobench.ldp.TimedResponse;
import org.repobench.ldp.LdpClient;
import org.repobench.ldp.fedora.LoadMark;
import org.repobench.ldp.fedora.ServerStorage;
import org.repobench.store.settings.Environment;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Workload fixtures on an LDP server, as the model's fixture cache keeps them in process: each under a container
 * named for its key ({@code repobench/n_members_1000_s42}), loaded with the scripts' requests, and marked complete
 * by a last resource that names the timed resource. A later run finds the mark and reuses the data if its timed GET
 * still verifies; data without the mark (a load that died) is deleted and loaded again, as is marked data that no
 * longer verifies on a server given by URL (on a managed server that is a failure, see {@link #checkout}).
 * Readers-beside-writers writes into a copy of its own ({@link Copy#WRITTEN}), never into the one the GETs time.
 */
public final class LdpFixtures {
    /** The container every fixture of the suite lives under, relative to the server's root. */
    public static final String CONTAINER = "repobench";
    /**
     * Bump when the requests that load a fixture on a server change (this class, {@link LdpWorkloadWriter}, what a
     * benchmark sends to make its data there): a managed server's home loaded by another version is discarded and
     * loaded again (with the fixture cache's format, see {@code DataFormat}). A load by several threads
     * ({@link ServerLoad}) stores the same resources as one member after another, each POST's resource a PUT where
     * the server would have minted it, so how many threads loaded a home is not part of its version.
     */
    public static final int LOADER_VERSION = 1;
    private static final String MARK = "/fixture";
    private static final String IDENTIFIER = "http://purl.org/dc/elements/1.1/identifier";
    private static final Pattern TIMED_PATH = Pattern.compile("<" + Pattern.quote(IDENTIFIER) + "> \"([^\"]*)\"");

    private LdpFixtures() {
    }

    /**
     * Which copy of a fixture on a server: the one the GETs time, which no benchmark writes into, or the one
     * readers-beside-writers adds members to and removes them from again, under a container of its own.
     */
    public enum Copy {
        /** {@code repobench/n_members_1000_s42}: only read. */
        TIMED {
            @Override
            public String container(WorkloadFixture fixture) {
                return CONTAINER + "/" + fixture.key();
            }

            @Override
            boolean reloadWhenWrong(boolean managed) {
                return !managed;
            }
        },
        /** {@code repobench/written_n_members_1000_s42}: written, so a killed run may leave it changed. */
        WRITTEN {
            @Override
            public String container(WorkloadFixture fixture) {
                return CONTAINER + "/written_" + fixture.key();
            }

            @Override
            boolean reloadWhenWrong(boolean managed) {
                return true;
            }
        };

        /** The copy's container relative to the server's root. */
        public abstract String container(WorkloadFixture fixture);

        /**
         * Whether a marked copy that no longer verifies is loaded again rather than failing the benchmark: data only
         * read changes on a managed server only when its answer is wrong; a server given by URL may have been
         * changed by anyone, and a written copy by a run killed mid-iteration.
         */
        abstract boolean reloadWhenWrong(boolean managed);
    }

    /** The container of the copy the GETs time, relative to the server's root. */
    public static String container(WorkloadFixture fixture) {
        return Copy.TIMED.container(fixture);
    }

    /**
     * The fixture on this server, loaded first if needed and verified either way. A fixture marked complete was
     * verified once; if it no longer verifies, someone changed the data of a server given by URL (it is loaded
     * again), but a server the suite manages changes nothing by itself, so there its answer is wrong (Fedora 4.7.5
     * out of heap answered without its inbound references): the benchmark fails, and the data is kept.
     *
     * @param managed whether the suite started the server
     * @return the timed resource's path relative to the server's root
     */
    public static String checkout(LdpClient client, WorkloadFixture fixture, boolean managed, PrintStream log)
            throws Exception {
        return checkout(client, fixture, Copy.TIMED, managed, log);
    }

    /** As {@link #checkout(LdpClient, WorkloadFixture, boolean, PrintStream)}, of the given copy. */
    public static String checkout(LdpClient client, WorkloadFixture fixture, Copy copy, boolean managed,
                                  PrintStream log) throws Exception {
        String container = copy.container(fixture);
        if (client.exists(container + MARK)) {
            String timed = timedPath(client, container);
            try {
                verify(client, fixture, timed);
                log.printf("# repobench: using fixture %s on %s (%s)%n", fixture, client.server().product(),
                        client.server().root().resolve(container));
                return timed;
            } catch (FixtureVerificationException wrong) {
                if (!copy.reloadWhenWrong(managed)) {
                    throw new FixtureVerificationException(client.server().product() + " answered wrongly for its"
                            + " verified fixture " + fixture + " (see the server's log): " + wrong.getMessage());
                }
                log.println("# repobench: fixture " + fixture + " at " + container + " on "
                        + client.server().product() + " no longer verifies, loading it again: " + wrong.getMessage());
            }
        }
        return load(client, fixture, container, log);
    }

    /**
     * An empty container at {@code path} (under {@link #CONTAINER}, which is made if missing) where a write benchmark
     * works: what a killed run left there, or its tombstone, is deleted first. Fedora 6 makes missing ancestors
     * immutable, hence the parent first.
     */
    public static void replaceContainer(LdpClient client, String path) {
        if (!client.exists(CONTAINER)) {
            client.put(CONTAINER, "", Map.of());
        }
        int left = client.status(path);
        if (left == 200) {
            client.deleteWithTombstone(path);
        } else if (left == 410) {
            client.deleteTombstone(path);
        }
        client.put(path, "", Map.of());
    }

    /** Deletes the fixture's timed copy (a server given by URL is left as it was found). */
    public static void remove(LdpClient client, WorkloadFixture fixture) {
        remove(client, fixture, Copy.TIMED);
    }

    /** Deletes that copy of the fixture. */
    public static void remove(LdpClient client, WorkloadFixture fixture, Copy copy) {
        removeContainer(client, copy.container(fixture));
    }

    private static void removeContainer(LdpClient client, String container) {
        if (client.exists(container)) {
            client.deleteWithTombstone(container);
        }
    }

    private static String load(LdpClient client, WorkloadFixture fixture, String container, PrintStream log)
            throws Exception {
        removeContainer(client, container);
        if (!client.exists(CONTAINER)) {
            client.put(CONTAINER, "", Map.of());
        }
        client.put(container, "", Map.of());
        // a server start that loads is no fresh server: the launcher sets its results aside
        LoadMark.of(Environment.system()).ifPresent(LoadMark::markLoaded);
        log.printf("# repobench: loading fixture %s on %s ...%n", fixture, client.server().product());
        long start = System.nanoTime();
        String path = new ServerLoad(client, fixture, container, log, System::nanoTime)
                .load(LoadThreads.of(Environment.system()));
        String timed = container + path;
        verify(client, fixture, timed);
        client.put(container + MARK, "<> <" + IDENTIFIER + "> \"" + timed + "\" .", Map.of());
        double seconds = seconds(start);
        log.printf(Locale.ROOT, "# repobench: fixture %s loaded and verified on %s in %.1f s (%,.1f members/s)%n",
                fixture, client.server().product(), seconds, fixture.size() / seconds);
        ServerStorage.measured(Environment.system(), client.server().root()).ifPresent(storage ->
                log.println(homeLine(client.server().product(), storage.home(), storage.homeBytes(),
                        storage.database().map(database -> storage.databaseBytes()))));
        return timed;
    }

    /**
     * "# repobench: Fedora 6.1.0's home /f/ldp/fedora-6.1.0-postgresql takes 12,345,678 bytes, its database 2,345,678
     * more": what a managed server keeps after a load, for every fixture it holds.
     */
    static String homeLine(String product, Path home, long homeBytes, Optional<Long> databaseBytes) {
        return String.format(Locale.ROOT, "# repobench: %s's home %s takes %,d bytes%s", product, home, homeBytes,
                databaseBytes.map(bytes -> String.format(Locale.ROOT, ", its database %,d more", bytes)).orElse(""));
    }

    private static void verify(LdpClient client, WorkloadFixture fixture, String timed) throws Exception {
        HttpGet get = new HttpGet(client, timed, fixture.workload(), PreferChoice.SCRIPT, fixture.size());
        get.verify(get.run(), "fixture " + fixture + " on " + client.server().product());
    }

    private static String timedPath(LdpClient client, String container) {
        TimedResponse mark = client.get(container + MARK, LdpClient.N_TRIPLES, null);
        Matcher matcher = TIMED_PATH.matcher(new String(mark.body(), StandardCharsets.UTF_8));
        if (!matcher.find()) {
            throw new FixtureVerificationException("the mark of fixture " + container + " names no timed resource");
        }
        return matcher.group(1);
    }

    private static double seconds(long start) {
        return (System.nanoTime() - start) / 1e9;
    }
}
