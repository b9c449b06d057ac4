package org.repobench.workload;

import org.repobench.repository.write.ResourceWriter;

import javax.jcr.RepositoryException;
import java.util.function.IntFunction;

/**
 * n-properties.sh and n-uris.sh: N values of one multi-valued property on one container, added by PATCH. Each value
 * is its own PATCH, as in the scripts: fcrepo rewrote the whole value array every time, and so does this.
 */
final class ValuesFixture implements FixtureBuilder {
    private final String path;
    private final IntFunction<String> body;

    private ValuesFixture(String path, IntFunction<String> body) {
        this.path = path;
        this.body = body;
    }

    static ValuesFixture titles() {
        return new ValuesFixture(Bodies.BASE + "/propsCollection", Bodies::title);
    }

    static ValuesFixture externalUris() {
        return new ValuesFixture(Bodies.BASE + "/uriCollection", Bodies::relation);
    }

    @Override
    public String build(ResourceWriter writer, int size, Progress progress) throws RepositoryException {
        writer.put(Bodies.BASE, Bodies.empty());
        writer.put(path, Bodies.empty());
        for (int i = 0; i < size; i++) {
            writer.patch(path, body.apply(i));
            progress.memberBuilt(i + 1);
        }
        return path;
    }
}
