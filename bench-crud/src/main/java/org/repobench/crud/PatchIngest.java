package org.repobench.crud;

import org.apache.jena.graph.Node;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.repobench.fixture.FixtureVerificationException;
import org.repobench.jmh.ParamRange;
import org.repobench.repository.model.Vocabulary;
import org.repobench.workload.ValuesLoader;

/**
 * n-properties.sh and n-uris.sh as they loaded: N values added to one resource by N separate PATCHes, each saved.
 * Every PATCH rewrites the whole growing value array (as fcrepo did), so the ingest is O(N²); the batches show it.
 * After each batch the resource must hold exactly the values added so far.
 */
@State(Scope.Benchmark)
public class PatchIngest {
    /** Which script: dc:title literals (n-properties) or dc:relation external URIs (n-uris). */
    public enum Property {
        TITLE(ValuesLoader.titles(), Vocabulary.DC_TITLE),
        RELATION(ValuesLoader.externalUris(), Vocabulary.DC_RELATION);

        private final ValuesLoader loader;
        private final Node predicate;

        Property(ValuesLoader loader, Node predicate) {
            this.loader = loader;
            this.predicate = predicate;
        }
    }

    @Param({"10000"})
    @ParamRange(min = 1, max = 10_000_000)
    public int values;

    @Param({"TITLE"})
    public Property property;

    private IngestTrial trial;
    private IngestCurve curve;
    private String path;

    @Setup(Level.Trial)
    public void open(IngestTrial trial) throws Exception {
        this.trial = trial;
        String[] made = new String[1];
        trial.target().prepare(w -> made[0] = property.loader.createResource(w));
        path = made[0];
        curve = trial.inBatches(values, "patch");
    }

    /** The measured batch. @return PATCHes done */
    int patchBatch() throws Exception {
        for (int i = curve.start(); i < curve.end(); i++) {
            int value = i;
            trial.add(i, w -> property.loader.patchValue(w, value));
        }
        return curve.end() - curve.start();
    }

    @TearDown(Level.Iteration)
    public void verifyBatch() throws Exception {
        requireValues(trial.target(), path, property, curve.end());
    }

    /** Fails unless the resource holds exactly the {@code patched} values its PATCHes added. */
    static void requireValues(IngestTarget target, String path, Property property, int patched) throws Exception {
        long held = target.count(path, property.predicate.getURI());
        if (held != patched) {
            throw new FixtureVerificationException(path + " holds " + held + " <" + property.predicate.getURI()
                    + "> values after " + patched + " PATCHes");
        }
    }
}
