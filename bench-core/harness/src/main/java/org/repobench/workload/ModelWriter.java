package org.repobench.workload;

import org.repobench.repository.model.ResourceUris;
import org.repobench.repository.write.ResourceWriter;

/** The workload's requests sent to the model's write API (saved by the load, in batches). */
public record ModelWriter(ResourceWriter writer) implements WorkloadWriter {
    private static final ResourceUris URIS = new ResourceUris(ResourceUris.DEFAULT_BASE);

    @Override
    public void put(String path, String turtle) throws Exception {
        writer.put(path, turtle);
    }

    @Override
    public String post(String parent, String turtle) throws Exception {
        return writer.post(parent, turtle);
    }

    @Override
    public void patch(String path, String turtle) throws Exception {
        writer.patch(path, turtle);
    }

    @Override
    public String uriOf(String path) {
        return URIS.uriOf(path);
    }
}
