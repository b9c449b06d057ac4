package org.repobench.versioning;

import org.repobench.jmh.TrialEnd;
import org.repobench.api.MetricNames;

import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.repobench.jmh.ParamChecked;
import org.repobench.jmh.ParamRange;
import org.repobench.jmh.ServerWatch;
import org.repobench.jmh.StoreUnderTest;
import org.repobench.jmh.TargetUnderTest;
import org.openjdk.jmh.results.AggregationPolicy;
import org.repobench.jmh.WriteCounts;
import org.repobench.repository.version.ChildVersioning;

/**
 * A container with many descendants, fresh for every iteration (on the model a copy of its fixture, on a server its
 * requests sent again: the {@code target} param), so that every timed version is the container's first (single shot).
 * Around it, untimed: what the version added to the store, reported as store.bytes, and what the tree occupies before
 * it as {@link MetricNames#STORE_BYTES_BEFORE} (the model's copy measured with the store closed; on a managed server,
 * what sending the tree added to its home and database, which hold other runs' fixtures too); the tree's creation
 * times; and a check that the version holds every descendant and that the timed request made exactly one version.
 * On a server that makes mementos (Fedora 6) {@code onParentVersion}, {@code versioning} and {@code label} do not
 * apply: the launcher says so and records them as not applicable; {@code autoVersioning} and {@code archivalGroup}
 * apply there only.
 */
@State(Scope.Benchmark)
public class VersionedTree {
    @Param({"CHILD", "NAMED", "BINARY"})
    public DescendantType descendantType;

    @Param({"100", "1000"})
    @ParamRange(min = 1, max = 1_000_000)
    public int descendants;

    /** Kilobytes (1000 bytes) of content per descendant. */
    @Param({"10", "1000"})
    @ParamRange(min = 0, max = 10_000)
    public int contentKb;

    @Param({"COPY", "VERSION"})
    public ChildVersioning onParentVersion;

    @Param({"TRUE"})
    public Versionable versioning;

    /** The label of the timed version (checked in the host as fcrepo checked labels). */
    @Param({"v1"})
    @ParamChecked(by = VersionLabelCheck.class)
    public String label;

    /**
     * Whether the server also makes a version on every write: Fedora 6.1.0's auto-versioning, which the launcher
     * starts it with (its default: on). Nothing here reads it; the model and Fedora 4.7.5, which version only when
     * asked, record it as not applicable.
     */
    @Param({"true"})
    public boolean autoVersioning;

    /**
     * Whether the container is an archival group: on Fedora 6 its descendants then join its one OCFL object, and a
     * version of it is a version of them all (with auto-versioning, also one per descendant written). Targets without
     * them (the model, Fedora 4.7.5) run false, recorded as not applicable.
     */
    @Param({"false"})
    public boolean archivalGroup;

    private VersionedTreeFixture fixture;
    private VersioningTarget target;
    private String where;

    @Setup(Level.Trial)
    public void prepare(StoreUnderTest store, TargetUnderTest target) {
        target.requireArchivalGroups(archivalGroup);
        fixture = new VersionedTreeFixture(descendantType, descendants, contentKb, onParentVersion, versioning);
        this.target = target.isModel() ? new ModelVersioning(store, fixture)
                : HttpVersioning.open(target.client(), ServerWatch.ofThisFork(),
                new TreeRequests(descendantType, contentKb), descendants, versioning, archivalGroup);
        where = target.toString();
        WriteCounts.track();
    }

    /** Untimed: a fresh tree. */
    @Setup(Level.Iteration)
    public void freshTree() throws Exception {
        target.freshTree();
    }

    /** The measured request: a new version of the container (POST to fcr:versions, with the label on Fedora 4). */
    Object newVersion() throws Exception {
        Object version = target.newVersion(label);
        WriteCounts.done();
        return version;
    }

    /** Untimed: the version must hold every descendant, and be the only one made; the store's growth. */
    @TearDown(Level.Iteration)
    public void verifyAndMeasure() throws Exception {
        WriteCounts.requireProfiler();
        try {
            VersioningTarget.Outcome made = target.readBack(label);
            made.requireExactly(fixture + " on " + where);
            if (made.treeBytes().isPresent() && made.versionBytes().isPresent()) {
                WriteCounts.storeGrew(made.versionBytes().getAsLong());
                WriteCounts.report(MetricNames.STORE_BYTES_BEFORE, made.treeBytes().getAsLong(), "B",
                        AggregationPolicy.AVG);
            }
            target.measured().forEach((metric, value) -> WriteCounts.report(metric, value, "ms",
                    AggregationPolicy.AVG));
        } finally {
            target.discardTree();
        }
    }

    @TearDown(Level.Trial)
    public void close() throws Exception {
        TrialEnd.run(this::closeNow);
    }

    /** What {@link #close} hands to {@link TrialEnd}: it runs after the last iteration's costs are read. */
    private void closeNow() throws Exception {
        target.close();
    }
}
