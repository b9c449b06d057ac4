package org.repobench.workload;

import org.repobench.repository.write.ResourceWriter;

import java.util.function.IntFunction;

/**
 * n-properties.sh and n-uris.sh: N values of one multi-valued property on one container, added by PATCH. Each value
 * is its own PATCH, as in the scripts: fcrepo rewrote the whole value array every time, and so does this.
 */
public final class ValuesLoader implements WorkloadLoader {
    private final String path;
    private final IntFunction<String> body;

    private ValuesLoader(String path, IntFunction<String> body) {
        this.path = path;
        this.body = body;
    }

    public static ValuesLoader titles() {
        return new ValuesLoader(Bodies.BASE + "/propsCollection", Bodies::title);
    }

    public static ValuesLoader externalUris() {
        return new ValuesLoader(Bodies.BASE + "/uriCollection", Bodies::relation);
    }

    @Override
    public String load(WorkloadWriter writer, LoadProgress progress, int size, Layout layout) throws Exception {
        createResource(writer);
        for (int i = 0; i < size; i++) {
            writer.patch(path, body.apply(i));
            progress.loaded(i + 1, size);
        }
        return path;
    }

    /** The script's setup: the (empty) resource the values go on. @return its path */
    public String createResource(ResourceWriter writer) throws Exception {
        return createResource(new ModelWriter(writer));
    }

    private String createResource(WorkloadWriter writer) throws Exception {
        WorkloadLoader.putEmpty(writer, Bodies.BASE, path);
        return path;
    }

    /** The script's PATCH number {@code i}: one more value (unsaved). */
    public void patchValue(ResourceWriter writer, int i) throws Exception {
        new ModelWriter(writer).patch(path, body.apply(i));
    }
}
