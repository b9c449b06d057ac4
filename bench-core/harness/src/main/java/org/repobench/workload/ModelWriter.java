package org.repobench.workload;

import org.repobench.repository.model.ResourceUris;
import org.repobench.repository.write.ResourceWriter;

/**
 * The workload's requests sent to the model's write API, each saved as its own transaction, as Fedora ran each HTTP
 * request (see {@link org.repobench.fixture.FixtureLoad} for why that matters to the reads).
 */
public record ModelWriter(ResourceWriter writer) implements WorkloadWriter {
    private static final ResourceUris URIS = new ResourceUris(ResourceUris.DEFAULT_BASE);

    @Override
    public void put(String path, String turtle) throws Exception {
        writer.put(path, turtle);
        writer.save();
    }

    @Override
    public String post(String parent, String turtle) throws Exception {
        String created = writer.post(parent, turtle);
        writer.save();
        return created;
    }

    @Override
    public void patch(String path, String turtle) throws Exception {
        writer.patch(path, turtle);
        writer.save();
    }

    @Override
    public String uriOf(String path) {
        return URIS.uriOf(path);
    }
}
