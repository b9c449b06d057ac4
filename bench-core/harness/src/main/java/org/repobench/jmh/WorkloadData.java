package org.repobench.jmh;

import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.repobench.fixture.CheckedOutFixture;
import org.repobench.ldp.LdpClient;
import org.repobench.workload.HttpGet;
import org.repobench.workload.Layout;
import org.repobench.workload.LdpFixtures;
import org.repobench.workload.PreferChoice;
import org.repobench.workload.TimedGet;
import org.repobench.workload.Workload;
import org.repobench.workload.WorkloadFixture;

/**
 * The data a many-members benchmark reads: a workload of a given size, checked out on the store under test. Loaded
 * once per (store, workload, size, seed) by the fixture cache; each trial gets its own copy, removed with the store
 * state at the end of the trial.
 */
@State(Scope.Benchmark)
public class WorkloadData {
    @Param({"N_MEMBERS", "N_MEMBEROF", "N_CHILDREN", "N_URIS", "N_PROPERTIES", "N_MEMBERS_DIRECT",
            "N_MEMBEROF_DIRECT"})
    public Workload workload;

    @Param({"1000", "10000"})
    @ParamRange(min = 1, max = WorkloadFixture.MAX_SIZE)
    public int size;

    @Param({"42"})
    @ParamRange(min = 0)
    public long seed;

    /** How member resources are created: POSTed behind pairtree levels (default) or PUT as flat named siblings. */
    @Param({"PAIRTREE"})
    public Layout layout;

    /**
     * The timed GET's Prefer: the script's (default) or one leaving membership or containment out; the GET must then
     * hold no member triples if they were left out.
     */
    @Param({"SCRIPT"})
    public PreferChoice prefer;

    private WorkloadFixture fixture;
    private CheckedOutFixture copy;
    private TargetUnderTest target;
    private String remotePath;
    private String sideBySidePath;
    private LdpClient sideBySideClient;

    /** In process, a private copy of the fixture on the store; on a server, the fixture there (loaded once). */
    @Setup(Level.Trial)
    public void checkout(StoreUnderTest store, TargetUnderTest target) throws Exception {
        this.target = target;
        fixture = new WorkloadFixture(workload, size, seed, layout);
        if (target.isModel()) {
            copy = store.checkout(fixture);
        } else {
            remotePath = LdpFixtures.checkout(target.client(), fixture, target.isManaged(),
                    System.out);
        }
    }

    /**
     * The fixture on the side-by-side server ({@code run --side-by-side}), loaded there if missing, as on the target;
     * the timed GET then goes to each server in turn. Called by the states that send requests to both.
     */
    void checkoutSideBySide(LdpClient server) throws Exception {
        sideBySidePath = LdpFixtures.checkout(server, fixture, target.isManaged(), System.out);
        sideBySideClient = server;
    }

    /** The timed GET on the side-by-side server, after {@link #checkoutSideBySide}. */
    HttpGet sideBySideGet() {
        return new HttpGet(sideBySideClient, sideBySidePath, workload, prefer, size);
    }

    /** The model's copy of the fixture. */
    public CheckedOutFixture copy() {
        return copy;
    }

    /** The model's timed GET. */
    public TimedGet timedGet() {
        return fixture.timedGet(copy.root(), prefer);
    }

    /** The timed GET over HTTP on a server target. */
    public HttpGet httpGet() {
        return new HttpGet(target.client(), remotePath, workload, prefer, size);
    }

    /** For failure messages: the fixture and where it is. */
    @Override
    public String toString() {
        String where = target.isModel() ? copy.backend().kind().cliName() : target.toString();
        return fixture + " on " + where + (prefer == PreferChoice.SCRIPT ? "" : " prefer=" + prefer);
    }
}
