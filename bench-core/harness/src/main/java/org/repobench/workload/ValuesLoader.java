package org.repobench.workload;


import java.util.function.IntFunction;

/**
 * n-properties.sh and n-uris.sh: N values of one multi-valued property on one container, added by PATCH. The scripts
 * sent one value per PATCH, and fcrepo rewrote the whole value array every time: O(N) per PATCH, O(N²) in all, far
 * too slow over HTTP for a fixture at the scripts' sizes. A fixture's load is not timed, so it sends
 * {@value #VALUES_PER_PATCH} values per PATCH: the same property with the same N values, verified the same way. The
 * one-value PATCH itself is what the PATCH ingest benchmark times ({@link #patchValue}).
 */
public final class ValuesLoader implements WorkloadLoader {
    static final int VALUES_PER_PATCH = 1000;

    private final String path;
    private final IntFunction<String> body;
    private final Bodies.Values values;

    private ValuesLoader(String path, IntFunction<String> body, Bodies.Values values) {
        this.path = path;
        this.body = body;
        this.values = values;
    }

    public static ValuesLoader titles() {
        return new ValuesLoader(Bodies.BASE + "/propsCollection", Bodies::title, Bodies::titles);
    }

    public static ValuesLoader externalUris() {
        return new ValuesLoader(Bodies.BASE + "/uriCollection", Bodies::relation, Bodies::relations);
    }

    @Override
    public String load(WorkloadWriter writer, LoadProgress progress, int size, Layout layout) throws Exception {
        createResource(writer);
        for (int from = 0; from < size; from += VALUES_PER_PATCH) {
            int to = Math.min(size, from + VALUES_PER_PATCH);
            writer.patch(path, values.of(from, to));
            progress.loaded(to, size);
        }
        return path;
    }

    /** The script's setup: the (empty) resource the values go on. @return its path */
    public String createResource(WorkloadWriter writer) throws Exception {
        WorkloadLoader.putEmpty(writer, Bodies.BASE, path);
        return path;
    }

    /** The script's PATCH number {@code i}: one more value (unsaved). */
    public void patchValue(WorkloadWriter writer, int i) throws Exception {
        writer.patch(path, body.apply(i));
    }
}
