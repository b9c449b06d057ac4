package org.repobench.jmh;

import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.repobench.api.Target;
import org.repobench.ldp.LdpClient;
import org.repobench.store.settings.Environment;

import java.util.Optional;

/**
 * The system a benchmark measures (the {@code target} param): the in-process model (default) or an LDP server over
 * HTTP, whose address the launcher handed this fork. For a server, one keep-alive client serves the whole trial.
 * With {@code run --side-by-side}, a second server was handed with the target's, the side-by-side server
 * ({@link SideBySideServer}), with a client of its own; a benchmark whose states never take it fails at its first
 * iteration's end rather than measure the target alone under a run that asked for two.
 */
@State(Scope.Benchmark)
public class TargetUnderTest {
    /** A {@link Target} value: the launcher hands each pass the recorded form ("MODEL", "FEDORA_6_1_0"). */
    @Param({"MODEL"})
    @ParamChecked(by = TargetCheck.class)
    public String target;

    private LdpClient client;
    private LdpClient sideBySideClient;
    private boolean sideBySideTaken;

    @Setup(Level.Trial)
    public void connect() {
        if (parsed().overHttp()) {
            Environment environment = Environment.system();
            client = new LdpClient(TargetSettings.server(environment));
            if (SideBySideServer.present(environment)) {
                sideBySideClient = new LdpClient(TargetSettings.server(SideBySideServer.settings(environment)));
            }
        }
    }

    /**
     * The client of the side-by-side server ({@code run --side-by-side}), if the launcher handed one; a state that
     * takes it sends its benchmark's requests to both.
     */
    public Optional<LdpClient> sideBySide() {
        sideBySideTaken = true;
        return Optional.ofNullable(sideBySideClient);
    }

    /** A side-by-side server that no state of the benchmark took would be a lever silently ignored. */
    @TearDown(Level.Iteration)
    public void requireSideBySideTaken(BenchmarkParams benchmark) {
        if (sideBySideClient != null && !sideBySideTaken) {
            throw new IllegalStateException(String.format(SideBySideServer.NOT_APPLICABLE, benchmark.getBenchmark()));
        }
    }

    public boolean isModel() {
        return !parsed().overHttp();
    }

    /** Whether the suite started the target (a Fedora it manages), not the model or a server given by URL. */
    public boolean isManaged() {
        return parsed().isManaged();
    }

    /** Whether the target makes archival groups: a server that is Fedora 6 or later; never the model. */
    public boolean hasArchivalGroups() {
        return client != null && client.server().hasArchivalGroups();
    }

    /**
     * Fails unless the target makes archival groups or none is asked: an {@code archivalGroup=true} on the model or
     * on Fedora 4 would measure plain containers under the lever's name (the launcher runs those with false).
     */
    public void requireArchivalGroups(boolean asked) {
        if (asked && !hasArchivalGroups()) {
            throw new IllegalArgumentException("archivalGroup=true: target " + this + " makes no archival groups;"
                    + " accepted: false (true on Fedora 6 and later)");
        }
    }

    /** The HTTP client of a server target. */
    public LdpClient client() {
        if (client == null) {
            throw new IllegalStateException("target " + parsed().cliName() + " has no HTTP client");
        }
        return client;
    }

    /** The param's value, parsed. */
    public Target parsed() {
        return Target.parse(target);
    }

    @TearDown(Level.Trial)
    public void close() throws Exception {
        TrialEnd.run(this::closeNow);
    }

    /** What {@link #close} hands to {@link TrialEnd}: it runs after the last iteration's costs are read. */
    private void closeNow() {
        if (client != null) {
            client.close();
            client = null;
        }
        if (sideBySideClient != null) {
            sideBySideClient.close();
            sideBySideClient = null;
        }
    }

    @Override
    public String toString() {
        String name = parsed().cliName();
        if (client == null) {
            return name;
        }
        return name + " (" + client.server().product() + (sideBySideClient == null ? ""
                : ", side by side with " + sideBySideClient.server().product()) + ")";
    }
}
