package org.repobench.jmh;

import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.repobench.api.MetricNames;
import org.repobench.store.StoreWork;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * Counted work per operation, as secondary metrics of each iteration: the documents the model asked of its store
 * ({@link MetricNames#STORE_DOCUMENTS_READ}) and the bytes the store read to answer
 * ({@link MetricNames#STORE_BYTES_READ}, where the store counts them) and the statements a relational store sent
 * ({@link MetricNames#STORE_STATEMENTS}), from {@link StoreWork}, divided by all the
 * operations the iteration ran. Nothing in a fork where no model store ran (a benchmark against a server): the plan
 * says that once.
 */
public final class WorkProfiler implements InternalProfiler {
    private StoreWork.Counts atStart = StoreWork.now();

    @Override
    public String getDescription() {
        return "repobench counted work per operation: the model's store documents and bytes read, statements sent";
    }

    @Override
    public void beforeIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams) {
        atStart = StoreWork.now();
    }

    @Override
    public Collection<? extends Result> afterIteration(BenchmarkParams benchmarkParams,
                                                       IterationParams iterationParams, IterationResult result) {
        StoreWork.Counts done = StoreWork.now().since(atStart);
        long ops = result.getMetadata() == null ? 0 : result.getMetadata().getAllOps();
        List<Result> results = new ArrayList<>();
        if (done.documents() >= 0) {
            PerOperation.count(MetricNames.STORE_DOCUMENTS_READ, done.documents(), ops, "docs/op")
                    .ifPresent(results::add);
        }
        if (done.bytes() >= 0) {
            PerOperation.bytes(MetricNames.STORE_BYTES_READ, done.bytes(), ops).ifPresent(results::add);
        }
        if (done.statements() >= 0) {
            PerOperation.count(MetricNames.STORE_STATEMENTS, done.statements(), ops, "stmts/op")
                    .ifPresent(results::add);
        }
        return results;
    }
}
