package org.repobench.workload;

import org.repobench.repository.model.ResourceUris;
import org.repobench.repository.write.BinarySource;
import org.repobench.repository.write.ResourceWriter;

import java.util.Map;

/**
 * The workload's requests sent to the model's write API: unsaved, for the caller to save, or each saved as its own
 * transaction, as Fedora ran each HTTP request (see {@link org.repobench.fixture.FixtureLoad} for when that matters).
 */
public record ModelWriter(ResourceWriter writer, boolean saveEachRequest) implements WorkloadWriter {
    private static final ResourceUris URIS = new ResourceUris(ResourceUris.DEFAULT_BASE);

    @Override
    public void put(String path, String turtle) throws Exception {
        writer.put(path, turtle);
        saved();
    }

    @Override
    public String post(String parent, String turtle) throws Exception {
        String created = writer.post(parent, turtle);
        saved();
        return created;
    }

    @Override
    public void patch(String path, String turtle) throws Exception {
        writer.patch(path, turtle);
        saved();
    }

    @Override
    public void putBinary(String path, BinarySource content, long length, String mediaType) throws Exception {
        writer.putBinary(path, content, mediaType, Map.of());
        saved();
    }

    @Override
    public String postBinary(String parent, BinarySource content, long length, String mediaType,
                             Map<String, String> digests) throws Exception {
        String created = writer.postBinary(parent, content, mediaType, digests);
        saved();
        return created;
    }

    /** The requests left unsaved. */
    public static ModelWriter unsaved(ResourceWriter writer) {
        return new ModelWriter(writer, false);
    }

    private void saved() throws Exception {
        if (saveEachRequest) {
            writer.save();
        }
    }

    @Override
    public String uriOf(String path) {
        return URIS.uriOf(path);
    }
}
