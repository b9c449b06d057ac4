package org.repobench.workload;

import org.repobench.fixture.FixtureLoad;
import org.repobench.repository.write.ResourceWriter;

import javax.jcr.RepositoryException;
import java.util.function.IntFunction;

/**
 * n-properties.sh and n-uris.sh: N values of one multi-valued property on one container, added by PATCH. Each value
 * is its own PATCH, as in the scripts: fcrepo rewrote the whole value array every time, and so does this.
 */
final class ValuesLoader implements WorkloadLoader {
    private final String path;
    private final IntFunction<String> body;

    private ValuesLoader(String path, IntFunction<String> body) {
        this.path = path;
        this.body = body;
    }

    static ValuesLoader titles() {
        return new ValuesLoader(Bodies.BASE + "/propsCollection", Bodies::title);
    }

    static ValuesLoader externalUris() {
        return new ValuesLoader(Bodies.BASE + "/uriCollection", Bodies::relation);
    }

    @Override
    public String load(FixtureLoad load, int size) throws RepositoryException {
        ResourceWriter writer = load.writer();
        writer.put(Bodies.BASE, Bodies.empty());
        writer.put(path, Bodies.empty());
        for (int i = 0; i < size; i++) {
            writer.patch(path, body.apply(i));
            load.loaded(i + 1, size);
        }
        return path;
    }
}
